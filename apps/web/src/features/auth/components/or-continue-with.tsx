import { useT } from '../i18n/index.ts'

/** The 'Or continue with' divider above the social sign-in button. */
export function OrContinueWith() {
  const { t } = useT()
  return (
    <div className="relative flex items-center" role="presentation">
      <span className="bg-border h-px flex-1" />
      <span className="text-muted-foreground px-3 text-xs font-medium tracking-wide uppercase">
        {t('orContinueWith')}
      </span>
      <span className="bg-border h-px flex-1" />
    </div>
  )
}
