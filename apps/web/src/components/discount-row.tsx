import { formatIDR } from '@pasar/shared'

/**
 * A voucher's line in a list of amounts (`<dl>`): its label and '−Rp 15.000', only when it takes
 * something off (docs/decisions/1016-vouchers.md).
 */
export function DiscountRow({
  label,
  amount,
  testId,
}: {
  label: string
  amount: number
  testId: string
}) {
  if (amount <= 0) return null
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd
        className="font-medium whitespace-nowrap text-emerald-700 tabular-nums"
        data-testid={testId}
      >
        −{formatIDR(amount)}
      </dd>
    </div>
  )
}
