import { voucherCodeSchema } from '@pasar/shared'
import { TicketPercent } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Input } from '@/components/ui/input.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { translateMessage } from '@/i18n/messages.ts'
import { useT } from '../i18n/index.ts'
import type { Refusal } from '../hooks/use-voucher-picks.ts'
import { minusIDR } from '../lib/voucher-terms.ts'
import { AppliedVoucher } from './applied-voucher.tsx'

/**
 * 'Kode voucher Pasar' and Apply (docs/decisions/1016-vouchers.md): the code goes to the quote;
 * applied, it shows with its discount and a way to remove it; refused, the field says why.
 */
export function PlatformVoucherField({
  applied,
  discount,
  checking,
  refusal,
  disabled,
  onApply,
}: {
  /** The code applied (or being checked), if any. */
  applied: string | null
  /** What it takes off, once quoted. */
  discount: number | null
  checking: boolean
  refusal: Refusal | null
  disabled: boolean
  onApply: (code: string | null) => void
}) {
  const { t } = useT()
  const id = useId()
  const [text, setText] = useState('')
  const [invalid, setInvalid] = useState<string | null>(null)

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = voucherCodeSchema.safeParse(text)
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? null)
      return
    }
    setInvalid(null)
    setText(parsed.data)
    onApply(parsed.data)
  }

  if (applied !== null && !checking) {
    return (
      <div className="grid gap-1.5" data-testid="platform-voucher">
        <p className="flex items-center gap-1.5 text-sm font-medium">
          <TicketPercent className="text-primary size-4" aria-hidden="true" />
          {t('pasar.title')}
        </p>
        <AppliedVoucher
          code={applied}
          amount={discount === null ? null : minusIDR(discount)}
          disabled={disabled}
          onRemove={() => {
            setText('')
            onApply(null)
          }}
        />
      </div>
    )
  }

  const message = invalid ?? (refusal ? refusal.message : null)
  return (
    <form className="grid gap-1.5" onSubmit={submit} noValidate data-testid="platform-voucher">
      <label htmlFor={id} className="flex items-center gap-1.5 text-sm font-medium">
        <TicketPercent className="text-primary size-4" aria-hidden="true" />
        {t('pasar.label')}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          placeholder={t('pasar.placeholder')}
          aria-invalid={message !== null || undefined}
          aria-describedby={message !== null ? `${id}-message` : undefined}
          className="font-mono uppercase placeholder:font-sans placeholder:normal-case"
        />
        <Button type="submit" variant="outline" busy={checking} disabled={disabled}>
          {checking && <Spinner label={t('pasar.checking')} />}
          {t('pasar.apply')}
        </Button>
      </div>
      <p id={`${id}-message`} className="text-destructive text-sm empty:hidden" role="status">
        {message !== null ? translateMessage(message) : ''}
      </p>
    </form>
  )
}
