import { zodResolver } from '@hookform/resolvers/zod'
import { loginSchema, type LoginInput } from '@pasar/shared'
import { useForm } from 'react-hook-form'
import { Link, Navigate, useNavigate } from 'react-router'
import { SubmitButton } from '@/components/ui/submit-button.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { ApiError } from '@/lib/api-client.ts'
import { usePageTitle } from '@/lib/page-title.ts'
import { useIsSignedIn } from '@/lib/session.ts'
import { toast } from '@/lib/toast.ts'
import { useLogin } from '../api/login.ts'
import { AuthCard } from '../components/auth-card.tsx'
import { EmailField } from '../components/email-field.tsx'
import { GoogleButton } from '../components/google-button.tsx'
import { OrContinueWith } from '../components/or-continue-with.tsx'
import { useReturnTo } from '../hooks/use-return-to.ts'

const FAILED = 'Sign in failed. Please check your email and password and try again.'

/** 'Sign in' (docs/product.md#accounts). */
export function Component() {
  usePageTitle('Sign in')
  const signedIn = useIsSignedIn()
  const navigate = useNavigate()
  const returnTo = useReturnTo()
  const login = useLogin()
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  })

  if (signedIn) return <Navigate to={returnTo} replace />

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values)
      toast.success('Success Sign in')
      void navigate(returnTo, { replace: true })
    } catch (error) {
      // A rate limit or a network failure says what happened; a refused sign-in says the text of
      // docs/product.md#accounts.
      const own = error instanceof ApiError && (error.status === 429 || error.status === 0)
      toast.error(own ? error.message : FAILED)
    }
  })

  return (
    <AuthCard
      title="Sign in"
      description="Choose your preferred sign in method"
      footer={
        <>
          <span>
            Don&apos;t have an account?{' '}
            <Link
              to="/sign-up"
              className="text-primary font-medium underline-offset-4 hover:underline"
            >
              Sign up
            </Link>
          </span>
          <Link
            to="/signin/reset-password"
            className="text-primary font-medium underline-offset-4 hover:underline"
          >
            Reset password
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <EmailField form={form} />
        <TextField
          form={form}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <SubmitButton pending={login.isPending} pendingLabel="Signing in" className="w-full">
          Continue
        </SubmitButton>
      </form>
      <OrContinueWith />
      <GoogleButton />
    </AuthCard>
  )
}
