import { X } from 'lucide-react'
import { Button } from '@/components/ui/button.tsx'
import { useT } from '../i18n/index.ts'

/**
 * A voucher applied at checkout, store's or Pasar's: its code as a ticket, what it takes off
 * (`amount`, already written: '−Rp 20.000', '…' while quoting, null to leave it out) and a
 * button that removes it.
 */
export function AppliedVoucher({
  code,
  amount,
  disabled,
  onRemove,
}: {
  code: string
  amount: string | null
  disabled: boolean
  onRemove: () => void
}) {
  const { t } = useT()
  return (
    <div className="border-primary/40 bg-primary/5 flex items-center justify-between gap-2 rounded-lg border border-dashed py-1.5 pr-1 pl-3 text-sm">
      <span className="min-w-0">
        <span className="font-mono font-medium break-all">{code}</span>
        {amount !== null && (
          <span className="font-medium text-emerald-700 tabular-nums"> {amount}</span>
        )}
      </span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8 shrink-0"
        aria-label={t('voucher.remove', { code })}
        disabled={disabled}
        onClick={onRemove}
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  )
}
