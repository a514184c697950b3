import { type ApiError, setSessionExpiredHandler } from '@/lib/api-client.ts'
import { queryClient } from '@/lib/query-client.ts'
import { toast } from '@/lib/toast.ts'
import { t } from './i18n/index.ts'

/**
 * When a refresh fails (the session has already been cleared): say so — a suspended account says
 * why — and drop the signed-in answers. The page stays: a public one is open to anyone, and one
 * that needs a signed-in user is left for sign-in by its login guard (RequireAuth), which comes
 * back to it afterwards. Several calls failing at once give one toast.
 */
export function handleSessionExpiry() {
  setSessionExpiredHandler(expireSession)
}

export function expireSession(reason?: ApiError): Promise<void> {
  const suspended = reason?.status === 403
  toast.error(suspended ? reason.message : t('sessionExpired'), { id: 'session-expired' })
  // The signed-in answers (cart, orders, stores) must not outlive the session; what the page on
  // screen shows is read again as a visitor's.
  const signedInOnes = (q: { queryKey: readonly unknown[] }) => q.queryKey[0] !== 'config'
  queryClient.removeQueries({ predicate: signedInOnes, type: 'inactive' })
  return queryClient.invalidateQueries({ predicate: signedInOnes, type: 'active' })
}
