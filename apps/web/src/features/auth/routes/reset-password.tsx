import { useState } from 'react'
import { Trans } from '@/i18n/trans.tsx'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { usePageTitle } from '@/lib/page-title.ts'
import { toast } from '@/lib/toast.ts'
import { AuthCard } from '../components/auth-card.tsx'
import { AuthLinkSentence } from '../components/auth-links.tsx'
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

  const footer = <AuthLinkSentence i18nKey="reset.remembered" to="/sign-in" />

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
