import { formatIDR } from '@pasar/shared'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { Separator } from '@/components/ui/separator.tsx'
import { useT } from '../i18n/index.ts'

export function OrderSummary({
  total,
  count,
  onCheckout,
}: {
  total: number
  count: number
  /** Opens the checkout page with the selected lines (docs/decisions/0880). */
  onCheckout: () => void
}) {
  const { t } = useT()
  return (
    <Card className="lg:sticky lg:top-24">
      <CardHeader>
        <CardTitle>{t('summary.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <div className="text-muted-foreground flex justify-between">
          <span>{t('summary.selected')}</span>
          <span className="tabular-nums">{count}</span>
        </div>
        <Separator />
        <div className="flex items-baseline justify-between text-base font-semibold">
          <span>{t('summary.total')}</span>
          <output aria-live="polite" className="tabular-nums">
            {formatIDR(total)}
          </output>
        </div>
      </CardContent>
      <CardFooter>
        <Button size="lg" className="w-full" disabled={total === 0} onClick={onCheckout}>
          {t('summary.checkout')}
        </Button>
      </CardFooter>
    </Card>
  )
}
