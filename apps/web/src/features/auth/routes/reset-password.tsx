import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { usePageTitle } from '@/lib/page-title.ts'
import { toast } from '@/lib/toast.ts'
import { AuthCard } from '../components/auth-card.tsx'
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx'
import { NewPasswordForm } from '../components/new-password-form.tsx'

/**
 * docs/product.md#accounts: /signin/reset-password — email, then the mailed code with a new
 * password.
 */
export function Component() {
  usePageTitle('Reset password')
  const navigate = useNavigate()
  const [email, setEmail] = useState<string | null>(null)

  const footer = (
    <span>
      Remembered it?{' '}
      <Link to="/sign-in" className="text-primary font-medium underline-offset-4 hover:underline">
        Sign in
      </Link>
    </span>
  )

  if (email === null) {
    return (
      <AuthCard
        title="Reset password"
        description="Enter your account's email and we will send you a 6-character code."
        footer={footer}
      >
        <ForgotPasswordForm defaultEmail="" onSent={setEmail} />
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title="Reset password"
      description={
        <>
          If an account exists for <strong className="text-foreground break-all">{email}</strong>, a
          code is on its way. It expires in 15 minutes.
        </>
      }
      footer={footer}
    >
      <NewPasswordForm
        email={email}
        onDone={() => {
          toast.success('Password changed. Please sign in.')
          navigate('/sign-in')
        }}
      />
      <Button type="button" variant="link" className="h-auto p-0" onClick={() => setEmail(null)}>
        Use another email or send a new code
      </Button>
    </AuthCard>
  )
}
