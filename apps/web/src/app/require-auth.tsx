import { Navigate, Outlet, useLocation } from 'react-router'
import { signInPath } from '@/lib/return-to.ts'
import { useIsSignedIn } from '@/lib/session.ts'

/**
 * Login guard: without a signed-in user, replace the page with /sign-in, which comes back here
 * after signing in.
 */
export function RequireAuth() {
  const signedIn = useIsSignedIn()
  const location = useLocation()
  if (!signedIn) return <Navigate to={signInPath(location.pathname + location.search)} replace />
  return <Outlet />
}
