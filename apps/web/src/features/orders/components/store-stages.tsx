import type { Order } from '@pasar/shared'
import { useT } from '../i18n/index.ts'
import { StageBadge } from './stage-badge.tsx'

/** Each store of the order with its own stage, so a row never says only 'paid'. */
export function StoreStages({ order }: { order: Order }) {
  const { t } = useT()
  if (order.storeOrders.length === 0) return null
  return (
    <ul className="flex flex-col gap-1.5" aria-label={t('storeStages')}>
      {order.storeOrders.map((storeOrder) => (
        <li key={storeOrder.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="max-w-48 truncate text-sm" title={storeOrder.store.name}>
            {storeOrder.store.name}
          </span>
          <StageBadge status={storeOrder.status} />
        </li>
      ))}
    </ul>
  )
}
