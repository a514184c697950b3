import type { createBrowserRouter } from 'react-router'
import { setSessionExpiredHandler } from '@/lib/api-client.ts'
import { queryClient } from '@/lib/query-client.ts'
import { signInPath } from '@/lib/return-to.ts'
import { toast } from '@/lib/toast.ts'
import { t } from './i18n/index.ts'

/**
 * When a refresh fails (the session has already been cleared): say so, send the user to sign in,
 * and come back to this page afterwards. Several calls failing at once give one toast.
 */
export function handleSessionExpiry(router: ReturnType<typeof createBrowserRouter>) {
  setSessionExpiredHandler(() => {
    const { pathname, search } = router.state.location
    toast.error(t('sessionExpired'), { id: 'session-expired' })
    void router.navigate(signInPath(pathname + search), { replace: true }).then(() => {
      // The signed-in answers (cart, orders, stores) must not outlive the session.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'config' })
    })
  })
}
