import { DEMO_MODE_NOTE } from '@pasar/shared'
import { FlaskConicalIcon } from 'lucide-react'
import { usePublicConfig } from '@/lib/public-config.ts'

/** The local providers the server named on <html> when it sent the page (none in development). */
function namedByPage(): string[] {
  const named = document.documentElement.dataset.localProviders
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
  const local = config.data?.localProviders ?? namedByPage()
  if (local.length === 0) return null
  return (
    <aside
      aria-label="Demo mode"
      className="flex h-7 items-center justify-center gap-1.5 overflow-hidden border-b border-amber-300 bg-amber-100 px-4 text-xs whitespace-nowrap text-amber-950 sm:h-8 sm:text-sm"
    >
      <FlaskConicalIcon className="size-3.5 shrink-0" aria-hidden="true" />
      <p>
        <strong className="font-semibold">Demo mode</strong> — {DEMO_MODE_NOTE}
      </p>
    </aside>
  )
}
