import { REVIEW_REPLY_MAX, type ReplyBody } from '@pasar/shared'
import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { SubmitButton } from '@/components/ui/submit-button.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { translateMessage } from '@/i18n/messages.ts'
import { ApiError } from '@/lib/api-client.ts'
import { applyServerErrors } from '@/lib/form-errors.ts'
import { lazyResolver } from '@/lib/lazy-resolver.ts'
import { toast } from '@/lib/toast.ts'
import { useReplyToReview } from '../api/reviews.ts'
import { useT } from '../i18n/index.ts'

// The API's rule for a reply (replyBodySchema), loaded with the form's first check
// (docs/decisions/0985).
const validate = lazyResolver(() =>
  import('@pasar/shared/schemas/review').then((m) => m.replyBodySchema),
)

/** The seller's one reply to a review, under it in the store's Reviews tab. */
export function ReplyForm({ slug, reviewId }: { slug: string; reviewId: number }) {
  const id = useId()
  const { t } = useT()
  const reply = useReplyToReview(slug)
  const form = useForm<ReplyBody>({ resolver: validate, defaultValues: { text: '' } })
  const length = useWatch({ control: form.control, name: 'text' }).length
  const over = length > REVIEW_REPLY_MAX
  const error = form.formState.errors.text
  // An empty reply is asked for plainly; other refusals are shown as the rule says them.
  const message =
    error &&
    (error.type === 'too_small'
      ? t('reply.writeFirst')
      : error.message && translateMessage(error.message))

  const submit = form.handleSubmit(async ({ text }) => {
    try {
      await reply.mutateAsync({ id: reviewId, text })
      toast.success(t('reply.posted'))
    } catch (failure) {
      if (!applyServerErrors(failure, ['text'], form.setError)) {
        const notSent = failure instanceof ApiError ? failure.message : t('reply.notSent')
        form.setError('text', { type: 'server', message: notSent }, { shouldFocus: true })
      }
    }
  })

  return (
    <form
      onFocus={validate.loadAhead}
      noValidate
      onSubmit={submit}
      className="grid gap-2 border-t pt-3"
    >
      <label htmlFor={`${id}-reply`} className="text-sm font-medium">
        {t('reply.label')}
      </label>
      <Textarea
        id={`${id}-reply`}
        rows={3}
        placeholder={t('reply.placeholder')}
        aria-invalid={error !== undefined || over || undefined}
        aria-describedby={`${id}-hint`}
        {...form.register('text')}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        {message ? (
          <p id={`${id}-hint`} role="alert" className="text-destructive text-xs font-medium">
            {message}
          </p>
        ) : (
          <p
            id={`${id}-hint`}
            className={
              over
                ? 'text-destructive text-xs font-medium'
                : 'text-muted-foreground text-xs tabular-nums'
            }
          >
            {t('reply.count', { length, max: REVIEW_REPLY_MAX })}
          </p>
        )}
        <SubmitButton
          size="sm"
          pending={reply.isPending}
          pendingLabel={t('reply.posting')}
          disabled={over}
        >
          {t('reply.submit')}
        </SubmitButton>
      </div>
    </form>
  )
}
