import { formatIDR, type VoucherOffer } from '@pasar/shared'
import { ChevronDown, TicketPercent } from 'lucide-react'
import { useId, useState } from 'react'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { translateMessage } from '@/i18n/messages.ts'
import { cn } from '@/lib/utils.ts'
import { useT } from '../i18n/index.ts'
import type { Refusal } from '../hooks/use-voucher-picks.ts'
import { minusIDR, voucherTerms, voucherTitle } from '../lib/voucher-terms.ts'
import { AppliedVoucher } from './applied-voucher.tsx'

/** One voucher of the list: a radio when usable, greyed with its reason when not. */
function OfferOption({
  name,
  offer,
  best,
  checked,
  disabled,
  onChoose,
}: {
  name: string
  offer: VoucherOffer
  best: boolean
  checked: boolean
  disabled: boolean
  onChoose: () => void
}) {
  const { t } = useT()
  const { voucher } = offer
  const usable = offer.message === null
  const terms = voucherTerms(t, voucher)
  return (
    <li>
      <label
        className={cn(
          'flex items-start gap-3 rounded-lg border p-3 text-sm',
          usable ? 'cursor-pointer' : 'bg-muted/50 cursor-not-allowed',
          checked && 'border-primary bg-primary/5',
        )}
      >
        <input
          type="radio"
          name={name}
          value={voucher.code}
          checked={checked}
          disabled={!usable || disabled}
          onChange={onChoose}
          className="accent-primary mt-0.5 size-4 shrink-0"
        />
        <span className={cn('grid min-w-0 flex-1 gap-0.5', !usable && 'text-muted-foreground')}>
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
            {voucherTitle(t, voucher)}
            {best && <Badge variant="success">{t('voucher.best')}</Badge>}
          </span>
          <span className="text-muted-foreground font-mono text-xs break-all">{voucher.code}</span>
          {terms && <span className="text-muted-foreground text-xs">{terms}</span>}
          {usable ? (
            <span className="font-medium text-emerald-700">
              {t('voucher.save', { amount: formatIDR(offer.discount) })}
            </span>
          ) : (
            <span className="text-xs">{translateMessage(offer.message ?? '')}</span>
          )}
        </span>
      </label>
    </li>
  )
}

/**
 * A store's 'Voucher toko' at checkout (docs/decisions/1016-vouchers.md): its best usable voucher
 * is pointed out, never applied for the buyer; 'Use voucher' opens the store's vouchers, usable
 * ones to choose, the others greyed with why. Nothing shows for a store without vouchers.
 */
export function StoreVoucherPicker({
  storeId,
  storeName,
  offers,
  chosen,
  discount,
  refusal,
  disabled,
  onChoose,
}: {
  storeId: number
  storeName: string | null
  offers: readonly VoucherOffer[]
  /** The code the buyer chose for this store, if any. */
  chosen: string | null
  /** What the chosen voucher takes off, once quoted (null while it is being quoted). */
  discount: number | null
  refusal: Refusal | null
  disabled: boolean
  onChoose: (code: string | null) => void
}) {
  const { t } = useT()
  const [open, setOpen] = useState(false)
  const listId = useId()
  if (offers.length === 0 && chosen === null && refusal === null) return null

  const store = storeName ?? t('voucher.thisStore')
  const usable = offers.filter((offer) => offer.message === null)
  // The quote lists usable vouchers first, the larger discount first.
  const best = usable[0] ?? null
  return (
    <div className="grid gap-2" data-testid={`store-voucher-${storeId}`}>
      <div className="flex items-center justify-between gap-3">
        <p className="flex items-center gap-1.5 text-sm font-medium">
          <TicketPercent className="text-primary size-4" aria-hidden="true" />
          {t('voucher.store')}
        </p>
        {offers.length > 0 && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={t(chosen ? 'voucher.changeFrom' : 'voucher.useFrom', { store })}
            onClick={() => setOpen(!open)}
          >
            {chosen ? t('voucher.change') : t('voucher.use')}
            <ChevronDown
              className={cn('transition-transform', open && 'rotate-180')}
              aria-hidden="true"
            />
          </Button>
        )}
      </div>
      {chosen !== null ? (
        <AppliedVoucher
          code={chosen}
          amount={discount === null ? '…' : minusIDR(discount)}
          disabled={disabled}
          onRemove={() => onChoose(null)}
        />
      ) : best ? (
        <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {t('voucher.bestHint', { amount: formatIDR(best.discount), code: best.voucher.code })}
        </p>
      ) : offers.length > 0 ? (
        <p className="text-muted-foreground text-sm">{t('voucher.noneUsable')}</p>
      ) : null}
      {refusal && (
        <p className="text-destructive text-sm" role="status">
          {t('voucher.refused', { code: refusal.code, reason: translateMessage(refusal.message) })}
        </p>
      )}
      {open && (
        <fieldset id={listId} className="grid gap-2">
          <legend className="sr-only">{t('voucher.list', { store })}</legend>
          <ul className="grid gap-2">
            <li>
              <label className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm">
                <input
                  type="radio"
                  name={listId}
                  value=""
                  checked={chosen === null}
                  disabled={disabled}
                  onChange={() => onChoose(null)}
                  className="accent-primary size-4 shrink-0"
                />
                {t('voucher.none')}
              </label>
            </li>
            {offers.map((offer) => (
              <OfferOption
                key={offer.voucher.id}
                name={listId}
                offer={offer}
                best={offer === best}
                checked={chosen === offer.voucher.code}
                disabled={disabled}
                onChoose={() => onChoose(offer.voucher.code)}
              />
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  )
}
