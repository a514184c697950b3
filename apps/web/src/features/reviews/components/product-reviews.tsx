import type { RatingSummary, Review } from '@pasar/shared'
import { Camera, MessageSquareText, Store } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Skeleton } from '@/components/ui/skeleton.tsx'
import { ApiError } from '@/lib/api-client.ts'
import { Spinner } from '@/components/ui/spinner.tsx'
import { useShortDateFormat } from '@/i18n/format.ts'
import { cn } from '@/lib/utils.ts'
import { useProductReviews, type ReviewFilter } from '../api/reviews.ts'
import { useT } from '../i18n/index.ts'
import { formatCount } from '../lib/format.ts'
import { Stars } from './stars.tsx'

const PAGE = 5

type Translate = ReturnType<typeof useT>['t']

/** The filter chips, labelled in the language shown. */
function filters(t: Translate): { label: string; filter: ReviewFilter; key: string }[] {
  return [
    { label: t('product.filterAll'), filter: {}, key: 'all' },
    ...[5, 4, 3, 2, 1].map((n) => ({ label: `${n} ★`, filter: { rating: n }, key: `r${n}` })),
    { label: t('product.filterPhotos'), filter: { withPhotos: true }, key: 'photos' },
  ]
}

/** The product page's reviews (docs/product.md#reviews): summary, filter chips, the reviews. */
export function ProductReviews({ uuid }: { uuid: string }) {
  const { t } = useT()
  const [filterKey, setFilterKey] = useState('all')
  const [limit, setLimit] = useState(PAGE)
  const chips = filters(t)
  const chosen = chips.find((f) => f.key === filterKey) ?? { filter: {} }
  const reviews = useProductReviews(uuid, chosen.filter, limit)
  const summary = reviews.data?.summary
  // The product itself is not found: its page says so, and there is nothing to review.
  if (reviews.error instanceof ApiError && reviews.error.status === 404) return null

  return (
    <section
      aria-labelledby="reviews-heading"
      className="mx-auto max-w-6xl px-4 pb-12 sm:px-6 lg:px-8"
      data-testid="product-reviews"
    >
      <div className="border-t pt-8">
        <h2 id="reviews-heading" className="mb-5 text-xl font-bold tracking-tight sm:text-2xl">
          {t('product.title')}
        </h2>
        {reviews.isPending ? (
          <Skeleton className="h-36 w-full rounded-xl" />
        ) : reviews.isError || !summary ? (
          <p className="text-muted-foreground text-sm">{t('product.loadFailed')}</p>
        ) : summary.count === 0 ? (
          <div className="bg-muted/40 flex items-center gap-3 rounded-xl border p-5">
            <MessageSquareText className="text-muted-foreground size-6" aria-hidden="true" />
            <p className="text-muted-foreground text-sm">{t('product.none')}</p>
          </div>
        ) : (
          <div className="grid gap-8 lg:grid-cols-[18rem_1fr] lg:gap-12">
            <Summary summary={summary} />
            <div className="grid content-start gap-5">
              <div role="group" aria-label={t('product.filter')} className="flex flex-wrap gap-2">
                {chips.map((f) => (
                  <button
                    key={f.key}
                    type="button"
                    aria-pressed={f.key === filterKey}
                    onClick={() => {
                      setFilterKey(f.key)
                      setLimit(PAGE)
                    }}
                    className={cn(
                      'focus-visible:ring-ring/50 inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px]',
                      f.key === filterKey
                        ? 'border-primary bg-primary/10 text-primary'
                        : 'bg-background hover:bg-muted',
                    )}
                  >
                    {f.key === 'photos' && <Camera className="size-3.5" aria-hidden="true" />}
                    {f.label}
                    {f.key === 'photos' && (
                      <span className="text-muted-foreground tabular-nums">
                        ({summary.withPhotos})
                      </span>
                    )}
                  </button>
                ))}
              </div>
              <ReviewList reviews={reviews.data.data} />
              {reviews.data.pagination.hasNextPage && (
                <Button
                  variant="outline"
                  className="justify-self-center"
                  disabled={reviews.isFetching}
                  onClick={() => setLimit((n) => n + PAGE)}
                >
                  {reviews.isFetching && <Spinner label={t('product.loadingMore')} />}
                  {t('product.showMore')}
                </Button>
              )}
            </div>
          </div>
        )}
      </div>
    </section>
  )
}

function Summary({ summary }: { summary: RatingSummary }) {
  const { t, language } = useT()
  return (
    <div className="bg-card grid content-start gap-4 self-start rounded-xl border p-5 shadow-xs">
      <div className="flex items-center gap-4">
        <p className="text-5xl font-bold tracking-tight tabular-nums" data-testid="rating-average">
          {summary.average.toFixed(1)}
          <span className="text-muted-foreground text-lg font-medium">/5</span>
        </p>
        <div className="grid gap-1">
          <Stars rating={summary.average} size="size-5" />
          <p className="text-muted-foreground text-sm" data-testid="rating-count">
            {t('product.count', {
              count: summary.count,
              formatted: formatCount(summary.count, language),
            })}
          </p>
        </div>
      </div>
      <ul aria-label={t('product.perStar')} className="grid gap-1.5">
        {([5, 4, 3, 2, 1] as const).map((n) => {
          const count = summary.stars[String(n) as keyof RatingSummary['stars']]
          const share = summary.count === 0 ? 0 : (count / summary.count) * 100
          return (
            <li key={n} className="flex items-center gap-2 text-sm">
              <span className="w-7 shrink-0 tabular-nums">{n} ★</span>
              <span
                className="bg-muted h-2 flex-1 overflow-hidden rounded-full"
                role="img"
                aria-label={t('product.starBar', { stars: n, count })}
              >
                <span
                  className="block h-full rounded-full bg-amber-400"
                  style={{ width: `${share}%` }}
                />
              </span>
              <span className="text-muted-foreground w-8 shrink-0 text-right tabular-nums">
                {count}
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

function ReviewList({ reviews }: { reviews: Review[] }) {
  const { t } = useT()
  if (reviews.length === 0) {
    return <p className="text-muted-foreground py-6 text-sm">{t('product.noMatch')}</p>
  }
  return (
    <ul className="divide-y" aria-label={t('product.list')}>
      {reviews.map((review) => (
        <li key={review.id} className="grid gap-2 py-5 first:pt-0">
          <ReviewBody review={review} />
        </li>
      ))}
    </ul>
  )
}

/**
 * One review: stars, shortened name and date, the variant bought, comment, photos and the
 * seller's reply.
 */
export function ReviewBody({ review }: { review: Review }) {
  const [enlarged, setEnlarged] = useState<string | null>(null)
  const { t } = useT()
  const formatDate = useShortDateFormat()
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <span className="text-sm font-medium">{review.author.name}</span>
        <span className="text-muted-foreground text-xs">{formatDate(review.createdAt)}</span>
      </div>
      {review.variantLabel && (
        <p className="text-muted-foreground text-xs">
          {t('review.variant', { variant: review.variantLabel })}
        </p>
      )}
      {review.comment && (
        <p className="text-sm leading-relaxed break-words whitespace-pre-line">{review.comment}</p>
      )}
      {review.images.length > 0 && (
        <ul aria-label={t('review.photos')} className="flex flex-wrap gap-2">
          {review.images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setEnlarged(enlarged === src ? null : src)}
                aria-label={t(enlarged === src ? 'review.shrink' : 'review.enlarge', {
                  number: i + 1,
                })}
                aria-expanded={enlarged === src}
                className="focus-visible:ring-ring/50 block overflow-hidden rounded-lg border outline-none focus-visible:ring-[3px]"
              >
                <img
                  src={src.replace(/\/\d+\.webp$/, '/320.webp')}
                  alt=""
                  loading="lazy"
                  className="size-20 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {enlarged && (
        <img
          src={enlarged}
          alt={t('review.enlarged')}
          className="max-h-96 w-full max-w-md rounded-lg border object-contain"
        />
      )}
      {review.reply && (
        <div className="bg-muted/60 border-l-primary mt-1 grid gap-1 rounded-lg border-l-4 px-3 py-2.5">
          <p className="inline-flex items-center gap-1.5 text-xs font-semibold">
            <Store className="text-primary size-3.5" aria-hidden="true" />
            {t('review.sellerReply')}
            <span className="text-muted-foreground font-normal">
              · {formatDate(review.reply.createdAt)}
            </span>
          </p>
          <p className="text-sm break-words whitespace-pre-line">{review.reply.text}</p>
        </div>
      )}
    </>
  )
}
