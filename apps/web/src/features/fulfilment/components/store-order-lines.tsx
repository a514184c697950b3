import { formatIDR, type StoreOrder } from '@pasar/shared'
import type { ReactNode } from 'react'
import { cn } from '@/lib/utils.ts'

/** The products of a store order: name, variant ('Merah / XL'), quantity × price and the line's amount. */
export function StoreOrderLines({ items }: { items: StoreOrder['orderItems'] }) {
  return (
    <ul className="grid gap-2 text-sm">
      {items.map((item) => (
        <li key={item.id} className="flex items-start justify-between gap-3">
          <span className="min-w-0">
            <span className="line-clamp-2 break-words">{item.productName}</span>
            {item.variantLabel && (
              <span className="text-muted-foreground block text-xs">{item.variantLabel}</span>
            )}
            <span className="text-muted-foreground text-xs">
              {item.quantity} × {formatIDR(item.price)}
            </span>
          </span>
          <span className="shrink-0 tabular-nums">{formatIDR(item.price * item.quantity)}</span>
        </li>
      ))}
    </ul>
  )
}

/** A label and an amount on one line, as receipts show totals. */
export function AmountRow({
  label,
  amount,
  strong = false,
  className,
}: {
  label: ReactNode
  amount: number
  strong?: boolean
  className?: string
}) {
  return (
    <div className={cn('flex justify-between gap-3', strong && 'font-semibold', className)}>
      <dt className={strong ? undefined : 'text-muted-foreground'}>{label}</dt>
      <dd className="whitespace-nowrap tabular-nums">{formatIDR(amount)}</dd>
    </div>
  )
}
