import { orderLineName, type ReviewableStoreOrder } from '@pasar/shared'
import { CheckCircle2, Star } from 'lucide-react'
import { lazy, useState } from 'react'
import { LazyPart } from '@/components/lazy-part.tsx'
import { Button } from '@/components/ui/button.tsx'
import { useShortDateFormat } from '@/i18n/format.ts'
import { pressToOpen } from '@/lib/load-on-press.ts'
import { useT } from '../i18n/index.ts'
import { Stars } from './stars.tsx'

// The review form (its fields, the photo picker) loads on the first 'Review'
// (docs/decisions/0986).
const loadReviewDialog = () =>
  import('./review-dialog.tsx').then(({ ReviewDialog }) => ({ default: ReviewDialog }))
const ReviewDialog = lazy(loadReviewDialog)

/**
 * The review part of a completed store order on the buyer's order detail: per line a 'Review'
 * button while the window is open, its stars once reviewed.
 */
export function ReviewLines({
  orderId,
  storeOrder,
}: {
  orderId: number
  storeOrder: ReviewableStoreOrder
}) {
  // The moment the page was drawn: a window that closes while it is open is refused by the API.
  const [now] = useState(() => Date.now())
  const { t } = useT()
  const formatDate = useShortDateFormat()
  const [open, setOpen] = useState<{ id: number; productName: string } | null>(null)
  if (storeOrder.status !== 'COMPLETED' || !storeOrder.reviewDeadline) return null
  const deadline = Date.parse(storeOrder.reviewDeadline)
  const windowOpen = now < deadline
  const lines = storeOrder.orderItems.filter(
    (item) => item.review || (windowOpen && item.productId),
  )
  if (lines.length === 0) {
    return <p className="text-muted-foreground text-sm">{t('lines.ended')}</p>
  }
  return (
    <section
      aria-label={t('lines.label')}
      className="bg-muted/40 grid gap-3 rounded-lg border p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="text-sm font-semibold">{t('lines.title')}</h3>
        {windowOpen && lines.some((item) => !item.review) && (
          <p className="text-muted-foreground text-xs">
            {t('lines.reviewBy', { date: formatDate(deadline) })}
          </p>
        )}
      </div>
      <ul className="grid gap-2">
        {lines.map((item) => (
          <li
            key={item.id}
            className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 text-sm"
          >
            <span className="min-w-0 flex-1 basis-40">
              <span className="line-clamp-2 break-words">{item.productName}</span>
              {item.variantLabel && (
                <span className="text-muted-foreground block text-xs">{item.variantLabel}</span>
              )}
            </span>
            {item.review ? (
              <span className="inline-flex items-center gap-2" data-testid={`reviewed-${item.id}`}>
                <Stars rating={item.review.rating} />
                <span className="text-muted-foreground inline-flex items-center gap-1 text-xs">
                  <CheckCircle2 className="size-3.5 text-emerald-600" aria-hidden="true" />
                  {t('lines.reviewed')}
                </span>
              </span>
            ) : (
              <Button
                size="sm"
                {...pressToOpen(loadReviewDialog, () =>
                  setOpen({
                    id: item.id,
                    productName: orderLineName(item.productName, item.variantLabel),
                  }),
                )}
                aria-label={t('lines.reviewProduct', {
                  name: orderLineName(item.productName, item.variantLabel),
                })}
              >
                <Star className="size-4" aria-hidden="true" />
                {t('lines.review')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {open && (
        <LazyPart>
          <ReviewDialog
            open
            onOpenChange={(next) => !next && setOpen(null)}
            orderId={orderId}
            item={open}
          />
        </LazyPart>
      )}
    </section>
  )
}
