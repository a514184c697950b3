import { zodResolver } from '@hookform/resolvers/zod'
import { registerSchema, type RegisterInput } from '@pasar/shared'
import { useForm } from 'react-hook-form'
import { Link, Navigate, useNavigate } from 'react-router'
import { SubmitButton } from '@/components/ui/submit-button.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { applyServerErrors } from '@/lib/form-errors.ts'
import { usePageTitle } from '@/lib/page-title.ts'
import { useIsSignedIn } from '@/lib/session.ts'
import { toast } from '@/lib/toast.ts'
import { useRegister } from '../api/register.ts'
import { AuthCard } from '../components/auth-card.tsx'
import { EmailField } from '../components/email-field.tsx'
import { GoogleButton } from '../components/google-button.tsx'
import { OrContinueWith } from '../components/or-continue-with.tsx'

const FIELDS = ['username', 'name', 'email', 'password'] as const

/** 'Sign up' (docs/product.md#accounts). */
export function Component() {
  usePageTitle('Sign Up')
  const signedIn = useIsSignedIn()
  const navigate = useNavigate()
  const registration = useRegister()
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { username: '', name: '', email: '', password: '' },
  })

  if (signedIn) return <Navigate to="/" replace />

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await registration.mutateAsync(values)
      toast.success('Success Sign up. Please Sign in')
      navigate('/sign-in')
    } catch (error) {
      applyServerErrors(error, FIELDS, form.setError)
      toast.error(error instanceof Error ? error.message : 'Something wrong. Please try again.')
    }
  })

  return (
    <AuthCard
      title="Sign Up"
      description="Create an account to shop and to open your own stores"
      footer={
        <span>
          Already have an account?{' '}
          <Link
            to="/sign-in"
            className="text-primary font-medium underline-offset-4 hover:underline"
          >
            Sign In
          </Link>
        </span>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={form} name="username" label="Username" autoComplete="username" />
          <TextField form={form} name="name" label="Name" autoComplete="name" />
        </div>
        <EmailField form={form} />
        <TextField
          form={form}
          name="password"
          label="Password"
          hint="At least 6 characters"
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton
          pending={registration.isPending}
          pendingLabel="Creating your account"
          className="w-full"
        >
          Sign Up
        </SubmitButton>
      </form>
      <OrContinueWith />
      <GoogleButton />
    </AuthCard>
  )
}
