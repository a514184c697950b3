import type { MyStore } from '@pasar/shared'
import { EyeOff } from 'lucide-react'

/**
 * What Pasar's operators hid of this store, with their reasons (docs/decisions/0991): shoppers
 * no longer see it; the seller does, here, until it is shown again.
 */
export function HiddenNotice({ store }: { store: MyStore }) {
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
          <span>
            Hidden by Pasar: {store.hidden.reason}. Shoppers cannot see this store or its products.
          </span>
        </p>
      )}
      {hiddenProducts.length > 0 && (
        <ul className="grid gap-1.5">
          {hiddenProducts.map((product) => (
            <li key={product.uuid} className="flex items-start gap-2">
              <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="font-medium">{product.name}</span> — Hidden by Pasar:{' '}
                {product.reason}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-amber-900/80">
        Hidden items are not shown to shoppers and cannot be ordered. Reply to Pasar&apos;s mail if
        you think this is a mistake.
      </p>
    </div>
  )
}
