import { Navigate, Outlet, useLocation } from 'react-router'
import { useIsSignedIn } from '@/lib/session.ts'

/** SPEC §2 login guard: without an email in the stored auth data, replace the page with /sign-in. */
export function RequireAuth() {
  const signedIn = useIsSignedIn()
  const location = useLocation()
  if (!signedIn) {
    return <Navigate to="/sign-in" replace state={{ from: location.pathname + location.search }} />
  }
  return <Outlet />
}
