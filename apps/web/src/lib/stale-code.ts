/**
 * A page whose code the browser could not download, because a deploy replaced the app's files
 * since this tab loaded them, is loaded afresh once, from the server that has the new files
 * (docs/decisions/0984-a-page-whose-code-is-gone-loads-afresh.md).
 */

/** The messages browsers give a dynamic `import()` that could not fetch or evaluate its module. */
const MODULE_LOAD_FAILURES = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload of a chunk's style sheet
]

/** Where the last fresh load was asked for, and when: one per page and minute, never a loop. */
const RELOADED_KEY = 'pasar.reloadedForStaleCode'
const RELOAD_AGAIN_AFTER_MS = 60_000

export function isModuleLoadFailure(error: unknown): boolean {
  return (
    error instanceof Error && MODULE_LOAD_FAILURES.some((pattern) => pattern.test(error.message))
  )
}

interface Reload {
  href: string
  at: number
}

function lastReload(storage: Storage): Reload | undefined {
  try {
    const value = JSON.parse(storage.getItem(RELOADED_KEY) ?? 'null') as Partial<Reload> | null
    return typeof value?.href === 'string' && typeof value.at === 'number'
      ? { href: value.href, at: value.at }
      : undefined
  } catch {
    return undefined
  }
}

/**
 * Whether this page should load afresh for `error`: its code failed to download, the browser is
 * online (offline, a fresh load would only show the browser's own error), and this page was not
 * already loaded afresh for it in the last minute. Reads only; `reloadForStaleCode` acts.
 */
export function staleCodeReloadDue(error: unknown): boolean {
  if (!isModuleLoadFailure(error) || !navigator.onLine) return false
  try {
    const last = lastReload(sessionStorage)
    return !(last?.href === window.location.href && Date.now() - last.at < RELOAD_AGAIN_AFTER_MS)
  } catch {
    // Without session storage nothing would stop a loop: show the error instead.
    return false
  }
}

/** Notes the fresh load of this page, then asks the browser for it. */
export function reloadForStaleCode(reload: () => void = () => window.location.reload()) {
  const reloaded: Reload = { href: window.location.href, at: Date.now() }
  try {
    sessionStorage.setItem(RELOADED_KEY, JSON.stringify(reloaded))
  } catch {
    return
  }
  reload()
}
