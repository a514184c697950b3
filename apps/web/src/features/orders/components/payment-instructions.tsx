import type { Order, PaymentInstructions as Instructions } from '@pasar/shared'
import { useDateTimeFormat } from '@/i18n/format.ts'
import { useT } from '../i18n/index.ts'
import { CopyButton } from './copy-button.tsx'

type Row = { label: string; value: string; copy?: boolean }

function rowsOf(instructions: Instructions, t: ReturnType<typeof useT>['t']): Row[] {
  const rows: Row[] = []
  const upper = (text: string) => text.toUpperCase()
  if (instructions.bank)
    rows.push({ label: t('instructions.bank'), value: upper(instructions.bank) })
  if (instructions.vaNumber) {
    rows.push({ label: t('instructions.vaNumber'), value: instructions.vaNumber, copy: true })
  }
  if (instructions.billerCode) {
    rows.push({ label: t('instructions.billerCode'), value: instructions.billerCode, copy: true })
  }
  if (instructions.billKey) {
    rows.push({ label: t('instructions.billKey'), value: instructions.billKey, copy: true })
  }
  if (instructions.store) {
    rows.push({ label: t('instructions.store'), value: upper(instructions.store) })
  }
  if (instructions.paymentCode) {
    rows.push({ label: t('instructions.paymentCode'), value: instructions.paymentCode, copy: true })
  }
  return rows
}

/**
 * How to pay an unpaid order's open attempt, as the payment provider gave it (virtual account,
 * Mandiri bill, store payment code; docs/decisions/1005-failed-payment-is-not-a-dead-order.md),
 * or a word that the last attempt failed and the order can still be paid.
 */
export function PaymentInstructions({ order }: { order: Order }) {
  const { t } = useT()
  const formatDateTime = useDateTimeFormat()
  const payment = order.payment
  if (order.status !== 'PENDING' || !payment) return null
  if (payment.status === 'FAILED' || payment.status === 'EXPIRED') {
    return (
      <p
        role="status"
        className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      >
        {t('instructions.retry', { date: formatDateTime(order.paymentDeadline) })}
      </p>
    )
  }
  const instructions = payment.instructions
  if (!instructions) return null
  const rows = rowsOf(instructions, t)
  return (
    <section
      aria-labelledby="payment-instructions"
      className="bg-card grid gap-3 rounded-xl border p-4 shadow-xs sm:p-6"
      data-testid="payment-instructions"
    >
      <div className="grid gap-0.5">
        <h2 id="payment-instructions" className="font-semibold">
          {t('instructions.title')}
        </h2>
        <p className="text-muted-foreground text-xs">
          {t('instructions.attempt', { attempt: payment.attempt })}
        </p>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="flex items-center gap-1 font-medium break-all tabular-nums">
              {row.value}
              {row.copy && (
                <CopyButton text={row.value} label={t('instructions.copy', { label: row.label })} />
              )}
            </dd>
          </div>
        ))}
      </dl>
      {instructions.expiresAt && (
        <p className="text-sm text-amber-800">
          {t('instructions.expires', { date: formatDateTime(instructions.expiresAt) })}
        </p>
      )}
    </section>
  )
}
