import type { StoreReview } from '@pasar/shared'
import { MessageSquareText } from 'lucide-react'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { ErrorState } from '@/components/ui/error-state.tsx'
import { LoadingState } from '@/components/ui/loading-state.tsx'
import { useCommonT } from '@/i18n/common/index.ts'
import { useStoreReviews } from '../api/reviews.ts'
import { ReviewBody } from '../components/product-reviews.tsx'
import { ReplyForm } from '../components/reply-form.tsx'
import { useT } from '../i18n/index.ts'

/** The store's 'Reviews' tab (docs/product.md#reviews): unreplied first, one reply each. */
export function Component() {
  const { slug = '' } = useParams()
  const [page, setPage] = useState(1)
  const reviews = useStoreReviews(slug, page)
  const { t } = useT()
  const { t: tc } = useCommonT()

  if (reviews.isPending) return <LoadingState label={t('store.loading')} />
  if (reviews.isError) return <ErrorState query={reviews} title={t('store.loadFailed')} />
  const { data, pagination, unreplied } = reviews.data
  if (pagination.totalItems === 0) {
    return (
      <EmptyState
        icon={<MessageSquareText className="size-8" aria-hidden="true" />}
        title={t('store.emptyTitle')}
        description={t('store.emptyDescription')}
      />
    )
  }
  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {unreplied === 0 ? t('store.allReplied') : t('store.waiting', { count: unreplied })}
      </p>
      <ul className="grid gap-4" aria-label={t('store.list')}>
        {data.map((review) => (
          <li key={review.id}>
            <StoreReviewCard slug={slug} review={review} />
          </li>
        ))}
      </ul>
      {pagination.totalPages > 1 && (
        <nav aria-label={t('store.pages')} className="flex items-center justify-center gap-3">
          <Button variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {tc('previous')}
          </Button>
          <span className="text-muted-foreground text-sm tabular-nums">
            {t('store.page', { current: pagination.currentPage, total: pagination.totalPages })}
          </span>
          <Button
            variant="outline"
            disabled={!pagination.hasNextPage}
            onClick={() => setPage((p) => p + 1)}
          >
            {tc('next')}
          </Button>
        </nav>
      )}
    </div>
  )
}

function StoreReviewCard({ slug, review }: { slug: string; review: StoreReview }) {
  const { t } = useT()
  return (
    <article
      className="bg-card grid gap-3 rounded-xl border p-4 shadow-xs sm:p-5"
      data-testid={`store-review-${review.id}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        {review.product.uuid ? (
          <Link
            to={`/product/${review.product.uuid}`}
            className="line-clamp-1 min-w-0 font-semibold hover:underline"
          >
            {review.product.name}
          </Link>
        ) : (
          <span className="line-clamp-1 min-w-0 font-semibold">{review.product.name}</span>
        )}
        {review.reply ? (
          <Badge variant="secondary">{t('store.replied')}</Badge>
        ) : (
          <Badge className="bg-amber-100 text-amber-900 hover:bg-amber-100">
            {t('store.needsReply')}
          </Badge>
        )}
      </div>
      <ReviewBody review={review} />
      {!review.reply && <ReplyForm slug={slug} reviewId={review.id} />}
    </article>
  )
}
