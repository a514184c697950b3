import { REVIEW_REPLY_MAX, type StoreReview } from '@pasar/shared'
import { MessageSquareText } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { Link, useParams } from 'react-router'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { ErrorState } from '@/components/ui/error-state.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { SubmitButton } from '@/components/ui/submit-button.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { ApiError } from '@/lib/api-client.ts'
import { toast } from '@/lib/toast.ts'
import { useReplyToReview, useStoreReviews } from '../api/reviews.ts'
import { ReviewBody } from '../components/product-reviews.tsx'

/** The store's 'Reviews' tab (docs/product.md#reviews): unreplied first, one reply each. */
export function Component() {
  const { slug = '' } = useParams()
  const [page, setPage] = useState(1)
  const reviews = useStoreReviews(slug, page)

  if (reviews.isPending) {
    return (
      <div className="grid place-items-center py-16">
        <Spinner className="text-primary size-8" label="Loading reviews" />
      </div>
    )
  }
  if (reviews.isError) return <ErrorState query={reviews} title="The reviews could not be loaded" />
  const { data, pagination, unreplied } = reviews.data
  if (pagination.totalItems === 0) {
    return (
      <EmptyState
        icon={<MessageSquareText className="size-8" aria-hidden="true" />}
        title="No reviews yet"
        description="When buyers review products of completed orders, their reviews show here for you to answer."
      />
    )
  }
  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {unreplied === 0
          ? 'Every review has your reply.'
          : `${unreplied} ${unreplied === 1 ? 'review waits' : 'reviews wait'} for your reply.`}
      </p>
      <ul className="grid gap-4" aria-label="Store reviews">
        {data.map((review) => (
          <li key={review.id}>
            <StoreReviewCard slug={slug} review={review} />
          </li>
        ))}
      </ul>
      {pagination.totalPages > 1 && (
        <nav aria-label="Review pages" className="flex items-center justify-center gap-3">
          <Button variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <span className="text-muted-foreground text-sm tabular-nums">
            Page {pagination.currentPage} of {pagination.totalPages}
          </span>
          <Button
            variant="outline"
            disabled={!pagination.hasNextPage}
            onClick={() => setPage((p) => p + 1)}
          >
            Next
          </Button>
        </nav>
      )}
    </div>
  )
}

function StoreReviewCard({ slug, review }: { slug: string; review: StoreReview }) {
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
          <Badge variant="secondary">Replied</Badge>
        ) : (
          <Badge className="bg-amber-100 text-amber-900 hover:bg-amber-100">Needs reply</Badge>
        )}
      </div>
      <ReviewBody review={review} />
      {!review.reply && <ReplyForm slug={slug} reviewId={review.id} />}
    </article>
  )
}

function ReplyForm({ slug, reviewId }: { slug: string; reviewId: number }) {
  const id = useId()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const reply = useReplyToReview(slug)
  const over = text.length > REVIEW_REPLY_MAX

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!text.trim()) {
      setError('Write your reply first.')
      return
    }
    if (over) return
    reply.mutate(
      { id: reviewId, text },
      {
        onSuccess: () => toast.success('Reply posted'),
        onError: (failure) =>
          setError(failure instanceof ApiError ? failure.message : 'The reply was not sent.'),
      },
    )
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-2 border-t pt-3">
      <label htmlFor={`${id}-reply`} className="text-sm font-medium">
        Your reply
      </label>
      <Textarea
        id={`${id}-reply`}
        rows={3}
        value={text}
        placeholder="Thank the buyer or answer their concern. You can reply once."
        aria-invalid={error !== null || over || undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setText(event.target.value)
          setError(null)
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p
          id={`${id}-hint`}
          className={
            error || over
              ? 'text-destructive text-xs font-medium'
              : 'text-muted-foreground text-xs tabular-nums'
          }
        >
          {error ?? `${text.length} / ${REVIEW_REPLY_MAX}`}
        </p>
        <SubmitButton size="sm" pending={reply.isPending} pendingLabel="Posting" disabled={over}>
          Post reply
        </SubmitButton>
      </div>
    </form>
  )
}
