import type { resetPasswordFormSchema } from '@pasar/shared'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { lazyResolver } from '@/lib/lazy-resolver.ts'
import { applyServerErrors } from '@/lib/form-errors.ts'
import { toast } from '@/lib/toast.ts'
import { useResetPassword } from '../api/reset-password.ts'
import { useT } from '../i18n/index.ts'
import { AuthSubmitButton } from './auth-card.tsx'
import { NewPasswordFields } from './password-fields.tsx'

type Values = z.infer<typeof resetPasswordFormSchema>
const FIELDS = ['code', 'password', 'confirmPassword'] as const

// The form's rules (resetPasswordFormSchema) load with its first check (docs/decisions/0985).
const validate = lazyResolver(() =>
  import('@pasar/shared/schemas/auth').then((m) => m.resetPasswordFormSchema),
)

/** Step 2 of /signin/reset-password: the mailed code and the new password, twice. */
export function NewPasswordForm({ email, onDone }: { email: string; onDone: () => void }) {
  const reset = useResetPassword()
  const { t } = useT()
  const form = useForm<Values>({
    resolver: validate,
    defaultValues: { code: '', password: '', confirmPassword: '' },
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ email, ...values })
      onDone()
    } catch (error) {
      if (!applyServerErrors(error, FIELDS, form.setError)) {
        toast.error(error instanceof Error ? error.message : t('error.generic'))
      }
    }
  })

  return (
    <form onFocus={validate.loadAhead} noValidate onSubmit={onSubmit} className="grid gap-4">
      <Field id="code" label={t('field.code')} error={errors.code?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('code')}
            autoComplete="one-time-code"
            inputMode="text"
            maxLength={6}
            className="font-mono tracking-[0.3em] uppercase"
            placeholder="ABC123"
          />
        )}
      </Field>
      <NewPasswordFields form={form} name="password" className="grid gap-4" />
      <AuthSubmitButton pending={reset.isPending} pendingLabel={t('reset.saving')}>
        {t('reset.submit')}
      </AuthSubmitButton>
    </form>
  )
}
