import { useNavigate } from 'react-router'
import { toast } from '@/lib/toast.ts'
import { useLogout } from '../api/logout.ts'

/** SPEC §4 sign-out: revoke the session, reset auth and cart, clear the cache, go to /. */
export function useSignOut() {
  const logout = useLogout()
  const navigate = useNavigate()
  return {
    isPending: logout.isPending,
    signOut: () =>
      logout.mutate(undefined, {
        onSuccess: () => {
          navigate('/')
          toast.success('Logout successful.')
        },
        onError: () => toast.error('Logout failed. Please try again.'),
      }),
  }
}
