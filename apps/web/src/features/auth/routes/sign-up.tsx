import type { RegisterInput } from '@pasar/shared'
import { useForm } from 'react-hook-form'
import { Navigate, useNavigate } from 'react-router'
import { TextField } from '@/components/ui/text-field.tsx'
import { lazyResolver } from '@/lib/lazy-resolver.ts'
import { applyServerErrors } from '@/lib/form-errors.ts'
import { usePageTitle } from '@/lib/page-title.ts'
import { currentLanguage } from '@/i18n/index.ts'
import { useIsSignedIn } from '@/lib/session.ts'
import { toast } from '@/lib/toast.ts'
import { useRegister } from '../api/register.ts'
import { AuthCard, AuthSubmitButton } from '../components/auth-card.tsx'
import { AuthLinkSentence } from '../components/auth-links.tsx'
import { EmailField } from '../components/email-field.tsx'
import { OrContinueWithGoogle } from '../components/or-continue-with.tsx'
import { PasswordField } from '../components/password-fields.tsx'
import { useT } from '../i18n/index.ts'

const FIELDS = ['username', 'name', 'email', 'password'] as const

// The form's rules (registerSchema) load with its first check (docs/decisions/0985).
const validate = lazyResolver(() =>
  import('@pasar/shared/schemas/auth').then((m) => m.registerSchema),
)

/** 'Sign up' (docs/product.md#accounts). */
export function Component() {
  const { t } = useT()
  usePageTitle(t('signUp.title'))
  const signedIn = useIsSignedIn()
  const navigate = useNavigate()
  const registration = useRegister()
  const form = useForm<RegisterInput>({
    resolver: validate,
    defaultValues: { username: '', name: '', email: '', password: '' },
  })

  if (signedIn) return <Navigate to="/" replace />

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // The account's mail is in the language the user signed up in.
      await registration.mutateAsync({ ...values, language: currentLanguage() })
      toast.success(t('signUp.success'))
      // The sign-in form opens with the new account's email filled in.
      void navigate('/sign-in', { state: { email: values.email } })
    } catch (error) {
      applyServerErrors(error, FIELDS, form.setError)
      toast.error(error instanceof Error ? error.message : t('error.generic'))
    }
  })

  return (
    <AuthCard
      title={t('signUp.title')}
      description={t('signUp.description')}
      footer={<AuthLinkSentence i18nKey="signUp.haveAccount" to="/sign-in" />}
    >
      <form onFocus={validate.loadAhead} noValidate onSubmit={onSubmit} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            form={form}
            name="username"
            label={t('field.username')}
            hint={t('field.usernameHint')}
            autoComplete="username"
          />
          <TextField
            form={form}
            name="name"
            label={t('field.name')}
            hint={t('field.nameHint')}
            autoComplete="name"
          />
        </div>
        <EmailField form={form} />
        <PasswordField
          form={form}
          label={t('field.password')}
          hint={t('field.passwordHint')}
          isNew
        />
        <AuthSubmitButton pending={registration.isPending} pendingLabel={t('signUp.pending')}>
          {t('signUp.submit')}
        </AuthSubmitButton>
      </form>
      <OrContinueWithGoogle />
    </AuthCard>
  )
}
