import type { ChangePasswordFormInput } from '@pasar/shared'
import { useForm } from 'react-hook-form'
import { SubmitButton } from '@/components/ui/submit-button.tsx'
import { lazyResolver } from '@/lib/lazy-resolver.ts'
import { applyServerErrors } from '@/lib/form-errors.ts'
import { toast } from '@/lib/toast.ts'
import { useChangePassword } from '../api/change-password.ts'
import { useT } from '../i18n/index.ts'
import { NewPasswordFields, PasswordField } from './password-fields.tsx'

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' }

// The form's rules (changePasswordFormSchema) load with its first check (docs/decisions/0985).
const validate = lazyResolver(() =>
  import('@pasar/shared/schemas/auth').then((m) => m.changePasswordFormSchema),
)

/** Changes the password; the server signs out the user's other sessions. */
export function PasswordForm() {
  const change = useChangePassword()
  const { t } = useT()
  const form = useForm<ChangePasswordFormInput>({
    resolver: validate,
    defaultValues: EMPTY,
  })

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword })
      form.reset(EMPTY)
      toast.success(t('password.changed'))
    } catch (error) {
      if (!applyServerErrors(error, ['currentPassword', 'newPassword'], form.setError)) {
        toast.error(t('error.genericDots'))
      }
    }
  })

  return (
    <form onFocus={validate.loadAhead} noValidate onSubmit={onSubmit} className="grid gap-5">
      <PasswordField
        form={form}
        name="currentPassword"
        id="current-password"
        label={t('field.currentPassword')}
      />
      <NewPasswordFields form={form} name="newPassword" className="grid gap-5 sm:grid-cols-2" />
      <div className="flex justify-end">
        <SubmitButton pending={change.isPending} pendingLabel={t('saving')}>
          {t('password.submit')}
        </SubmitButton>
      </div>
    </form>
  )
}
