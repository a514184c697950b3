import { ApiError } from '@/lib/api-client.ts'
import { toast } from '@/lib/toast.ts'
import { t } from '../i18n/index.ts'

/** The server's words for a refused action, or a plain apology when there are none. */
export const failureMessage = (error: unknown) =>
  error instanceof ApiError ? error.message : t('failure')

/** A console action that failed outside a dialog says so in a toast. */
export const failed = (error: unknown) => toast.error(failureMessage(error))
