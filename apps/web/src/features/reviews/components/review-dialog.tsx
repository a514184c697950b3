import { REVIEW_COMMENT_MAX, REVIEW_IMAGES_MAX } from '@pasar/shared'
import { useId } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { FormDialog } from '@/components/ui/form-dialog.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { translateMessage } from '@/i18n/messages.ts'
import { ApiError } from '@/lib/api-client.ts'
import { applyServerErrors } from '@/lib/form-errors.ts'
import { lazyResolver } from '@/lib/lazy-resolver.ts'
import { toast } from '@/lib/toast.ts'
import { cn } from '@/lib/utils.ts'
import { useCreateReview } from '../api/reviews.ts'
import { useT } from '../i18n/index.ts'
import { formatCount } from '../lib/format.ts'
import type { reviewFormSchema } from '../lib/review-form-schema.ts'
import { PhotoPicker } from './photo-picker.tsx'
import { StarInput } from './star-input.tsx'

type Values = z.input<typeof reviewFormSchema>
type Review = z.output<typeof reviewFormSchema>

// The form's rules (reviewFormSchema) load with its first check (docs/decisions/0985).
const validate = lazyResolver(() =>
  import('../lib/review-form-schema.ts').then((m) => m.reviewFormSchema),
)

const FIELDS = ['rating', 'comment', 'images'] as const

/** A field's message under it, said in the language shown. */
function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} role="alert" className="text-destructive text-sm font-medium">
      {translateMessage(message)}
    </p>
  )
}

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
  const ids = useId()
  const { t, language } = useT()
  const create = useCreateReview(orderId)
  const form = useForm<Values, unknown, Review>({
    resolver: validate,
    defaultValues: { rating: '', comment: '', images: [] },
  })
  const { errors } = form.formState
  const length = useWatch({ control: form.control, name: 'comment' })?.length ?? 0
  const over = length > REVIEW_COMMENT_MAX
  // No stars chosen is asked for plainly; the server's own refusal is shown as it says it.
  const ratingError =
    errors.rating &&
    (errors.rating.type === 'server' ? errors.rating.message : t('dialog.chooseStars'))

  const submit = async ({ rating, comment, images }: Review) => {
    try {
      await create.mutateAsync({ orderItemId: item.id, rating, comment, images })
      toast.success(t('dialog.thanks'))
      onOpenChange(false)
    } catch (failure) {
      if (!applyServerErrors(failure, FIELDS, form.setError)) {
        const message = failure instanceof ApiError ? failure.message : t('dialog.notSent')
        form.setError('root.server', { type: 'server', message })
      }
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialog.title')}
      description={<span className="line-clamp-2">{item.productName}</span>}
      form={form}
      loadAhead={validate.loadAhead}
      onSubmit={submit}
      pending={create.isPending}
      submitLabel={t('dialog.send')}
      pendingLabel={t('dialog.sending')}
      submitDisabled={over}
      resetOnClose
    >
      <div className="grid gap-2">
        <span id={`${ids}-rating`} className="text-sm font-medium">
          {t('dialog.yourRating')}
        </span>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarInput
              ref={field.ref}
              value={Number(field.value) || 0}
              onChange={(n) => field.onChange(String(n))}
              labelledBy={`${ids}-rating`}
              describedBy={ratingError ? `${ids}-rating-message` : undefined}
              invalid={ratingError !== undefined}
            />
          )}
        />
        <FieldMessage id={`${ids}-rating-message`} message={ratingError} />
      </div>
      <div className="grid gap-2">
        <label htmlFor={`${ids}-comment`} className="text-sm font-medium">
          {t('dialog.comment')}{' '}
          <span className="text-muted-foreground font-normal">{t('dialog.optional')}</span>
        </label>
        <Textarea
          id={`${ids}-comment`}
          rows={4}
          placeholder={t('dialog.commentPlaceholder')}
          aria-invalid={over || errors.comment !== undefined || undefined}
          aria-describedby={errors.comment ? `${ids}-comment-message ${ids}-count` : `${ids}-count`}
          {...form.register('comment')}
        />
        <FieldMessage id={`${ids}-comment-message`} message={errors.comment?.message} />
        <p
          id={`${ids}-count`}
          className={cn(
            'text-muted-foreground text-right text-xs tabular-nums',
            over && 'text-destructive font-medium',
          )}
        >
          {formatCount(length, language)} / {formatCount(REVIEW_COMMENT_MAX, language)}
        </p>
      </div>
      <div className="grid gap-2">
        <span className="text-sm font-medium">
          {t('dialog.photos')}{' '}
          <span className="text-muted-foreground font-normal">
            {t('dialog.photosOptional', { max: REVIEW_IMAGES_MAX })}
          </span>
        </span>
        <Controller
          control={form.control}
          name="images"
          render={({ field }) => (
            <PhotoPicker id={`${ids}-photos`} files={field.value} onChange={field.onChange} />
          )}
        />
        <FieldMessage id={`${ids}-photos-message`} message={errors.images?.message} />
      </div>
      {errors.root?.server && (
        <p role="alert" className="text-destructive text-sm font-medium">
          {errors.root.server.message}
        </p>
      )}
    </FormDialog>
  )
}
