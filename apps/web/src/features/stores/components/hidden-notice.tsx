import type { MyStore } from '@pasar/shared'
import { EyeOff } from 'lucide-react'
import { Trans } from '@/i18n/trans.tsx'
import { useT } from '../i18n/index.ts'

/**
 * What Pasar's operators hid of this store, with their reasons (docs/decisions/0991): shoppers
 * no longer see it; the seller does, here, until it is shown again.
 */
export function HiddenNotice({ store }: { store: MyStore }) {
  const { t } = useT()
  // A store answered by an older server has neither field.
  const hiddenProducts = store.hiddenProducts ?? []
  if (!store.hidden && hiddenProducts.length === 0) return null
  return (
    <div
      role="status"
      className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      data-testid="hidden-notice"
    >
      {store.hidden && (
        <p className="flex items-start gap-2 font-medium">
          <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t('hidden.store', { reason: store.hidden.reason })}</span>
        </p>
      )}
      {hiddenProducts.length > 0 && (
        <ul className="grid gap-1.5">
          {hiddenProducts.map((product) => (
            <li key={product.uuid} className="flex items-start gap-2">
              <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <Trans
                  t={t}
                  i18nKey="hidden.product"
                  values={{ name: product.name, reason: product.reason }}
                  components={{ name: <span className="font-medium" /> }}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-amber-900/80">{t('hidden.note')}</p>
    </div>
  )
}
