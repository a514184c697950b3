import { REVIEW_COMMENT_MAX, REVIEW_IMAGES_MAX } from '@pasar/shared'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx'
import { SubmitButton } from '@/components/ui/submit-button.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { ApiError } from '@/lib/api-client.ts'
import { toast } from '@/lib/toast.ts'
import { cn } from '@/lib/utils.ts'
import { useCreateReview } from '../api/reviews.ts'
import { PhotoPicker } from './photo-picker.tsx'
import { StarInput } from './star-input.tsx'

/** 'Review': stars, a comment with its counter and up to 3 photos for one order line. */
export function ReviewDialog({
  open,
  onOpenChange,
  orderId,
  item,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  orderId: number
  item: { id: number; productName: string }
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Review this product</DialogTitle>
          <DialogDescription className="line-clamp-2">{item.productName}</DialogDescription>
        </DialogHeader>
        {open && (
          <ReviewForm orderId={orderId} itemId={item.id} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  )
}

function ReviewForm({
  orderId,
  itemId,
  onDone,
}: {
  orderId: number
  itemId: number
  onDone: () => void
}) {
  const ids = useId()
  const [rating, setRating] = useState(0)
  const [comment, setComment] = useState('')
  const [images, setImages] = useState<File[]>([])
  const [error, setError] = useState<string | null>(null)
  const create = useCreateReview(orderId)
  const over = comment.length > REVIEW_COMMENT_MAX

  function submit(event: FormEvent) {
    event.preventDefault()
    if (rating === 0) {
      setError('Choose from 1 to 5 stars.')
      return
    }
    if (over) return
    setError(null)
    create.mutate(
      { orderItemId: itemId, rating, comment, images },
      {
        onSuccess: () => {
          toast.success('Thanks for your review!')
          onDone()
        },
        onError: (failure) =>
          setError(failure instanceof ApiError ? failure.message : 'The review was not sent.'),
      },
    )
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <div className="grid gap-2">
        <span id={`${ids}-rating`} className="text-sm font-medium">
          Your rating
        </span>
        <StarInput
          value={rating}
          onChange={(n) => {
            setRating(n)
            setError(null)
          }}
          labelledBy={`${ids}-rating`}
          invalid={error !== null && rating === 0}
        />
      </div>
      <div className="grid gap-2">
        <label htmlFor={`${ids}-comment`} className="text-sm font-medium">
          Comment <span className="text-muted-foreground font-normal">(optional)</span>
        </label>
        <Textarea
          id={`${ids}-comment`}
          value={comment}
          rows={4}
          placeholder="How was the product? Quality, fit, packaging…"
          aria-invalid={over || undefined}
          aria-describedby={`${ids}-count`}
          onChange={(event) => setComment(event.target.value)}
        />
        <p
          id={`${ids}-count`}
          className={cn(
            'text-muted-foreground text-right text-xs tabular-nums',
            over && 'text-destructive font-medium',
          )}
        >
          {comment.length.toLocaleString('en-US')} / {REVIEW_COMMENT_MAX.toLocaleString('en-US')}
        </p>
      </div>
      <div className="grid gap-2">
        <span className="text-sm font-medium">
          Photos{' '}
          <span className="text-muted-foreground font-normal">
            (optional, up to {REVIEW_IMAGES_MAX})
          </span>
        </span>
        <PhotoPicker id={`${ids}-photos`} files={images} onChange={setImages} />
      </div>
      {error && (
        <p role="alert" className="text-destructive text-sm font-medium">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <SubmitButton pending={create.isPending} pendingLabel="Sending" disabled={over}>
          Send review
        </SubmitButton>
      </DialogFooter>
    </form>
  )
}
