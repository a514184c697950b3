import { useForm } from 'react-hook-form'
import { lazyResolver } from '@/lib/lazy-resolver.ts'
import { toast } from '@/lib/toast.ts'
import { useForgotPassword } from '../api/forgot-password.ts'
import { useT } from '../i18n/index.ts'
import { AuthSubmitButton } from './auth-card.tsx'
import { EmailField } from './email-field.tsx'

// The form's rules (forgotPasswordSchema) load with its first check (docs/decisions/0985).
const validate = lazyResolver(() =>
  import('@pasar/shared/schemas/auth').then((m) => m.forgotPasswordSchema),
)

/** Step 1 of /signin/reset-password: ask for a code by mail. */
export function ForgotPasswordForm({
  defaultEmail,
  onSent,
}: {
  defaultEmail: string
  onSent: (email: string) => void
}) {
  const forgot = useForgotPassword()
  const { t } = useT()
  const form = useForm<{ email: string }>({
    resolver: validate,
    defaultValues: { email: defaultEmail },
  })

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await forgot.mutateAsync({ email })
      onSent(email)
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : t('error.generic'))
    }
  })

  return (
    <form onFocus={validate.loadAhead} noValidate onSubmit={onSubmit} className="grid gap-4">
      <EmailField form={form} />
      <AuthSubmitButton pending={forgot.isPending} pendingLabel={t('reset.sendingCode')}>
        {t('reset.sendCode')}
      </AuthSubmitButton>
    </form>
  )
}
