import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { session } from '@/lib/session.ts'
import { toast } from '@/lib/toast.ts'
import { useLogout } from '../api/logout.ts'
import { t } from '../i18n/index.ts'

/**
 * Sign out (docs/product.md#accounts): revoke the session, go to /, then clear the session and the
 * query cache. The reset waits until / is on screen: done earlier, a guarded page still showing
 * (e.g. /profile) would send the user to /sign-in instead.
 */
export function useSignOut() {
  const logout = useLogout()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const queryClient = useQueryClient()
  const [signedOut, setSignedOut] = useState(false)

  useEffect(() => {
    if (!signedOut || pathname !== '/') return
    session.clear()
    queryClient.clear()
    toast.success(t('signOut.success'))
  }, [signedOut, pathname, queryClient])

  function signOut() {
    logout.mutate(undefined, {
      onSuccess: () => {
        setSignedOut(true)
        void navigate('/')
      },
      onError: () => toast.error(t('signOut.failed')),
    })
  }

  return { signOut, isPending: logout.isPending || signedOut }
}
