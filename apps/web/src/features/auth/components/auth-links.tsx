import { Link, type LinkProps } from 'react-router'
import { Trans } from '@/i18n/trans.tsx'
import { useT } from '../i18n/index.ts'

/** A link under an auth card ('Forgot password?'). */
export function AuthLink(props: LinkProps) {
  return <Link className="text-primary font-medium underline-offset-4 hover:underline" {...props} />
}

/** A sentence under an auth card whose `<signLink>` goes to `to` ('Have an account? Sign in'). */
export function AuthLinkSentence({
  i18nKey,
  to,
}: {
  i18nKey: 'signIn.noAccount' | 'signUp.haveAccount' | 'reset.remembered'
  to: string
}) {
  const { t } = useT()
  return (
    <span>
      <Trans t={t} i18nKey={i18nKey} components={{ signLink: <AuthLink to={to} /> }} />
    </span>
  )
}
