import type { updateProfileSchema, User } from '@pasar/shared'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { SubmitButton } from '@/components/ui/submit-button.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { lazyResolver } from '@/lib/lazy-resolver.ts'
import { applyServerErrors } from '@/lib/form-errors.ts'
import { toast } from '@/lib/toast.ts'
import { useCommonT } from '@/i18n/common/index.ts'
import { useUpdateProfile } from '../api/update-profile.ts'
import { useT } from '../i18n/index.ts'

type Values = z.input<typeof updateProfileSchema>

// The form's rules (updateProfileSchema) load with its first check (docs/decisions/0985).
const validate = lazyResolver(() =>
  import('@pasar/shared/schemas/auth').then((m) => m.updateProfileSchema),
)

/** The name; the picture has its own upload (profile-picture.tsx). */
export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile()
  const { t } = useT()
  const { t: tc } = useCommonT()
  const form = useForm<Values>({
    resolver: validate,
    defaultValues: { name: user.name },
  })
  const { isDirty } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // Only the name: sending no picture leaves the uploaded one as it is.
      const { data } = await update.mutateAsync({ name: values.name })
      form.reset({ name: data.name })
      toast.success(t('profile.updated'))
    } catch (error) {
      if (!applyServerErrors(error, ['name'], form.setError)) {
        toast.error(t('error.genericDots'))
      }
    }
  })

  return (
    <form onFocus={validate.loadAhead} noValidate onSubmit={onSubmit} className="grid gap-5">
      <TextField
        form={form}
        name="name"
        id="profile-name"
        label={t('field.name')}
        autoComplete="name"
      />
      <div className="flex justify-end">
        <SubmitButton pending={update.isPending} pendingLabel={t('saving')} disabled={!isDirty}>
          {tc('saveChanges')}
        </SubmitButton>
      </div>
    </form>
  )
}
