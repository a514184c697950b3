import { formatIDR } from '@pasar/shared'
import type { ReactNode } from 'react'
import { DiscountRow } from '@/components/discount-row.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { useT } from '../i18n/index.ts'
import type { CheckoutTotals } from '../lib/checkout-lines.ts'

const NOT_YET = '—'

/**
 * 'Order summary': the Pasar voucher code (`voucher`), items, shipping, each voucher's discount
 * and the total the buyer pays, and 'Pay now'. `blocked` says why paying is not possible yet (no
 * address, no quote); Pay stays disabled while there is a reason. `updating`: the figures are the
 * last quote's while a new one is asked for.
 */
export function CheckoutSummary({
  totals,
  count,
  voucher,
  updating = false,
  blocked,
  paying,
  onPay,
}: {
  totals: CheckoutTotals
  count: number
  voucher?: ReactNode
  updating?: boolean
  blocked: string | null
  paying: boolean
  onPay: () => void
}) {
  const { t } = useT()
  return (
    <Card className="gap-4 lg:sticky lg:top-24">
      <CardHeader>
        <CardTitle className="text-lg">{t('summary.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {voucher}
        <dl
          className="grid gap-2 text-sm transition-opacity aria-busy:opacity-60"
          aria-live="polite"
          aria-busy={updating || undefined}
        >
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('summary.items', { count })}</dt>
            <dd className="tabular-nums" data-testid="items-total">
              {formatIDR(totals.itemsTotal)}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('summary.shipping')}</dt>
            <dd className="tabular-nums" data-testid="shipping-total">
              {totals.shippingTotal === null ? NOT_YET : formatIDR(totals.shippingTotal)}
            </dd>
          </div>
          <DiscountRow
            label={t('summary.storeVoucher')}
            amount={totals.storeDiscount}
            testId="store-discount"
          />
          <DiscountRow
            label={t(totals.freeShipping ? 'summary.freeShipping' : 'summary.platformVoucher')}
            amount={totals.platformDiscount}
            testId="platform-discount"
          />
          <div className="mt-1 flex items-baseline justify-between gap-4 border-t pt-3 text-base font-semibold">
            <dt>{t('summary.total')}</dt>
            <dd className="tabular-nums" data-testid="order-total">
              {totals.total === null ? NOT_YET : formatIDR(totals.total)}
            </dd>
          </div>
        </dl>
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-2">
        <Button
          size="lg"
          className="w-full"
          disabled={blocked !== null}
          busy={paying}
          onClick={onPay}
        >
          {paying && <Spinner label={t('summary.placing')} />}
          {t('summary.pay')}
        </Button>
        {blocked && <p className="text-muted-foreground text-center text-xs">{blocked}</p>}
      </CardFooter>
    </Card>
  )
}
