import { FlaskConicalIcon } from 'lucide-react'
import { Trans } from '@/i18n/trans.tsx'
import { usePublicConfig } from '@/lib/public-config.ts'
import { useT } from './i18n/index.ts'

/** The local providers the server named on <html> when it sent the page (none in development). */
function namedByPage(): string[] {
  const named =
    typeof document === 'undefined' ? undefined : document.documentElement.dataset.localProviders
  return named ? named.split(',') : []
}

/**
 * A thin strip above every page while a provider runs as its local stand-in, so nobody mistakes
 * the demo for the real shop (docs/decisions/0521-demo-mode-banner.md). It sits in the page flow,
 * never over content, on one line of a fixed height: the first paint draws the same strip, so
 * nothing moves when the app takes over.
 */
export function DemoBanner() {
  const config = usePublicConfig()
  const { t } = useT()
  const local = config.data?.localProviders ?? namedByPage()
  if (local.length === 0) return null
  return (
    <aside
      aria-label={t('demo.label')}
      className="flex h-7 items-center justify-center gap-1.5 overflow-hidden border-b border-amber-300 bg-amber-100 px-4 text-xs whitespace-nowrap text-amber-950 sm:h-8 sm:text-sm"
    >
      <FlaskConicalIcon className="size-3.5 shrink-0" aria-hidden="true" />
      <p>
        {/* The component re-renders with `useT` when the language changes. */}
        <Trans
          t={t}
          i18nKey="demo.banner"
          components={{ strong: <strong className="font-semibold" /> }}
        />
      </p>
    </aside>
  )
}
