import type { ComponentProps } from 'react'
import { useT } from '../i18n/index.ts'
import { GoogleButton } from './google-button.tsx'

/** Under the sign-in and sign-up forms: the 'Or continue with' divider and the Google button. */
export function OrContinueWithGoogle(props: ComponentProps<typeof GoogleButton>) {
  const { t } = useT()
  return (
    <>
      <div className="relative flex items-center" role="presentation">
        <span className="bg-border h-px flex-1" />
        <span className="text-muted-foreground px-3 text-xs font-medium tracking-wide uppercase">
          {t('orContinueWith')}
        </span>
        <span className="bg-border h-px flex-1" />
      </div>
      <GoogleButton {...props} />
    </>
  )
}
