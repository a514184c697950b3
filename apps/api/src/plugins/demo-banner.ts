import { DEMO_MODE_NOTE } from '@pasar/shared'

/**
 * The page as first painted while a provider is a local stand-in: the 'Demo mode' strip drawn
 * above the header frame at its final height, and the list of local providers on <html> for the
 * app's banner to start from, so nothing moves when the app takes over
 * (docs/decisions/0521-demo-mode-banner.md).
 */
export function injectDemoBanner(html: string, localProviders: readonly string[]): string {
  if (localProviders.length === 0) return html
  return html
    .replace(
      '<html lang="en">',
      `<html lang="en" data-local-providers="${localProviders.join(',')}">`,
    )
    .replace(
      /(<div id="root">\s*<div aria-hidden="true">)/,
      `$1\n        <div class="boot-demo"><strong>Demo mode</strong>&nbsp;— ${DEMO_MODE_NOTE}</div>`,
    )
}
