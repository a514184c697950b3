import type { createBrowserRouter } from 'react-router'
import { setSessionExpiredHandler } from '@/lib/api-client.ts'
import { queryClient } from '@/lib/query-client.ts'
import { isAuthScreen, signInPath } from '@/lib/return-to.ts'
import { toast } from '@/lib/toast.ts'
import { t } from './i18n/index.ts'

type Router = ReturnType<typeof createBrowserRouter>

/**
 * When a refresh fails (the session has already been cleared): say so, send the user to sign in,
 * and come back to this page afterwards. Several calls failing at once give one toast.
 */
export function handleSessionExpiry(router: Router) {
  setSessionExpiredHandler(() => expireSession(router))
}

export function expireSession(router: Router): Promise<void> {
  const { pathname, search } = router.state.location
  toast.error(t('sessionExpired'), { id: 'session-expired' })
  // A call that expires after an earlier one has led to sign-in stays there: leaving for sign-in
  // again would drop the page to come back to (`redirect`).
  const signIn = isAuthScreen(pathname)
    ? Promise.resolve()
    : router.navigate(signInPath(pathname + search), { replace: true })
  return signIn.then(() => {
    // The signed-in answers (cart, orders, stores) must not outlive the session.
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'config' })
  })
}
