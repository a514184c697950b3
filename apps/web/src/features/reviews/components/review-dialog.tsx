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
import { useCommonT } from '@/i18n/common/index.ts'
import { ApiError } from '@/lib/api-client.ts'
import { toast } from '@/lib/toast.ts'
import { cn } from '@/lib/utils.ts'
import { useCreateReview } from '../api/reviews.ts'
import { useT } from '../i18n/index.ts'
import { formatCount } from '../lib/format.ts'
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
  const { t } = useT()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('dialog.title')}</DialogTitle>
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
  const { t, language } = useT()
  const { t: tc } = useCommonT()
  const [rating, setRating] = useState(0)
  const [comment, setComment] = useState('')
  const [images, setImages] = useState<File[]>([])
  const [error, setError] = useState<string | null>(null)
  const create = useCreateReview(orderId)
  const over = comment.length > REVIEW_COMMENT_MAX

  function submit(event: FormEvent) {
    event.preventDefault()
    if (rating === 0) {
      setError(t('dialog.chooseStars'))
      return
    }
    if (over) return
    setError(null)
    create.mutate(
      { orderItemId: itemId, rating, comment, images },
      {
        onSuccess: () => {
          toast.success(t('dialog.thanks'))
          onDone()
        },
        onError: (failure) =>
          setError(failure instanceof ApiError ? failure.message : t('dialog.notSent')),
      },
    )
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <div className="grid gap-2">
        <span id={`${ids}-rating`} className="text-sm font-medium">
          {t('dialog.yourRating')}
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
          {t('dialog.comment')}{' '}
          <span className="text-muted-foreground font-normal">{t('dialog.optional')}</span>
        </label>
        <Textarea
          id={`${ids}-comment`}
          value={comment}
          rows={4}
          placeholder={t('dialog.commentPlaceholder')}
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
          {formatCount(comment.length, language)} / {formatCount(REVIEW_COMMENT_MAX, language)}
        </p>
      </div>
      <div className="grid gap-2">
        <span className="text-sm font-medium">
          {t('dialog.photos')}{' '}
          <span className="text-muted-foreground font-normal">
            {t('dialog.photosOptional', { max: REVIEW_IMAGES_MAX })}
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
          {tc('cancel')}
        </Button>
        <SubmitButton pending={create.isPending} pendingLabel={t('dialog.sending')} disabled={over}>
          {t('dialog.send')}
        </SubmitButton>
      </DialogFooter>
    </form>
  )
}
