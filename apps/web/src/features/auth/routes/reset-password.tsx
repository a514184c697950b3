import { useState } from 'react'
import { Trans } from '@/i18n/trans.tsx'
import { Link, useNavigate } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { usePageTitle } from '@/lib/page-title.ts'
import { toast } from '@/lib/toast.ts'
import { AuthCard } from '../components/auth-card.tsx'
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx'
import { NewPasswordForm } from '../components/new-password-form.tsx'
import { useT } from '../i18n/index.ts'

/**
 * docs/product.md#accounts: /signin/reset-password — email, then the mailed code with a new
 * password.
 */
export function Component() {
  const { t } = useT()
  usePageTitle(t('reset.title'))
  const navigate = useNavigate()
  const [email, setEmail] = useState<string | null>(null)

  const footer = (
    <span>
      <Trans
        t={t}
        i18nKey="reset.remembered"
        components={{
          signLink: (
            <Link
              to="/sign-in"
              className="text-primary font-medium underline-offset-4 hover:underline"
            />
          ),
        }}
      />
    </span>
  )

  if (email === null) {
    return (
      <AuthCard title={t('reset.title')} description={t('reset.askDescription')} footer={footer}>
        <ForgotPasswordForm defaultEmail="" onSent={setEmail} />
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title={t('reset.title')}
      description={
        <Trans
          t={t}
          i18nKey="reset.sentDescription"
          values={{ email }}
          components={{ email: <strong className="text-foreground break-all" /> }}
        />
      }
      footer={footer}
    >
      <NewPasswordForm
        email={email}
        onDone={() => {
          toast.success(t('reset.done'))
          navigate('/sign-in')
        }}
      />
      <Button type="button" variant="link" className="h-auto p-0" onClick={() => setEmail(null)}>
        {t('reset.again')}
      </Button>
    </AuthCard>
  )
}
