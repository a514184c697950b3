import { CircleAlertIcon } from 'lucide-react'
import { useT } from '../i18n/index.ts'

/**
 * Why an account may not sign in (a suspension and its reason, docs/product.md#operator-console):
 * shown above the form until the next attempt, and announced when it appears.
 */
export function AccountRefusal({ message }: { message: string }) {
  const { t } = useT()
  return (
    <div
      role="alert"
      className="border-destructive/40 bg-destructive/10 text-destructive flex gap-3 rounded-md border p-3 text-sm"
    >
      <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-medium">{t('signIn.refusedTitle')}</p>
        <p className="break-words">{message}</p>
      </div>
    </div>
  )
}
