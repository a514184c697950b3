import type { LoginInput } from '@pasar/shared'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { ApiError } from '@/lib/api-client.ts'
import { lazyResolver } from '@/lib/lazy-resolver.ts'
import { usePageTitle } from '@/lib/page-title.ts'
import { useIsSignedIn } from '@/lib/session.ts'
import { toast } from '@/lib/toast.ts'
import { useLogin } from '../api/login.ts'
import { AccountRefusal } from '../components/account-refusal.tsx'
import { AuthCard, AuthSubmitButton } from '../components/auth-card.tsx'
import { AuthLink, AuthLinkSentence } from '../components/auth-links.tsx'
import { EmailField } from '../components/email-field.tsx'
import { OrContinueWithGoogle } from '../components/or-continue-with.tsx'
import { PasswordField } from '../components/password-fields.tsx'
import { useReturnTo } from '../hooks/use-return-to.ts'
import { useT } from '../i18n/index.ts'

// The form's rules (loginSchema) load with its first check (docs/decisions/0985).
const validate = lazyResolver(() => import('@pasar/shared/schemas/auth').then((m) => m.loginSchema))

/** 'Sign in' (docs/product.md#accounts). */
export function Component() {
  const { t } = useT()
  usePageTitle(t('signIn.title'))
  const signedIn = useIsSignedIn()
  const navigate = useNavigate()
  const returnTo = useReturnTo()
  const login = useLogin()
  // Coming from sign-up, the new account's email is filled in.
  const { state } = useLocation() as { state: { email?: unknown } | null }
  const email = typeof state?.email === 'string' ? state.email : ''
  // A refusal that is about the account, not the password (a suspension): said on the page.
  const [refusal, setRefusal] = useState<string | null>(null)
  const form = useForm<LoginInput>({
    resolver: validate,
    defaultValues: { email, password: '' },
  })

  if (signedIn) return <Navigate to={returnTo} replace />

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null)
    try {
      await login.mutateAsync(values)
      toast.success(t('signIn.success'))
      void navigate(returnTo, { replace: true })
    } catch (error) {
      // A suspended account (403) says why; a rate limit or a network failure says what
      // happened; a refused password says the text of docs/product.md#accounts.
      if (error instanceof ApiError && error.status === 403) {
        setRefusal(error.message)
        return
      }
      const own = error instanceof ApiError && (error.status === 429 || error.status === 0)
      toast.error(own ? error.message : t('signIn.failed'))
    }
  })

  return (
    <AuthCard
      title={t('signIn.title')}
      description={t('signIn.description')}
      footer={
        <>
          <AuthLinkSentence i18nKey="signIn.noAccount" to="/sign-up" />
          <AuthLink to="/signin/reset-password">{t('signIn.resetPassword')}</AuthLink>
        </>
      }
    >
      {refusal && <AccountRefusal message={refusal} />}
      <form onFocus={validate.loadAhead} noValidate onSubmit={onSubmit} className="grid gap-4">
        <EmailField form={form} />
        <PasswordField form={form} label={t('field.password')} />
        <AuthSubmitButton pending={login.isPending} pendingLabel={t('signIn.pending')}>
          {t('signIn.submit')}
        </AuthSubmitButton>
      </form>
      <OrContinueWithGoogle onRefused={setRefusal} />
    </AuthCard>
  )
}
