import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isModuleLoadFailure, reloadForStaleCode, staleCodeReloadDue } from './stale-code.ts'

const gone = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost:3000/assets/products-Ab12Cd34.js',
)

beforeEach(() => sessionStorage.clear())
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  history.replaceState(null, '', '/')
})

describe('a page whose code is gone', () => {
  it("knows each browser's failed module load, and nothing else", () => {
    expect(isModuleLoadFailure(gone)).toBe(true)
    expect(isModuleLoadFailure(new TypeError('error loading dynamically imported module: x'))).toBe(
      true,
    )
    expect(isModuleLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isModuleLoadFailure(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true)
    expect(isModuleLoadFailure(new TypeError('Failed to fetch'))).toBe(false)
    expect(isModuleLoadFailure(new Error('Request failed with status 500'))).toBe(false)
    expect(isModuleLoadFailure('Failed to fetch dynamically imported module')).toBe(false)
  })

  it('loads afresh once a minute per page, never in a loop', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const reload = vi.fn()
    history.replaceState(null, '', '/products')
    expect(staleCodeReloadDue(gone)).toBe(true)
    reloadForStaleCode(reload)
    expect(reload).toHaveBeenCalledOnce()

    // The fresh page failed the same way: the error is shown, not another load.
    expect(staleCodeReloadDue(gone)).toBe(false)
    history.replaceState(null, '', '/cart')
    expect(staleCodeReloadDue(gone)).toBe(true)
    history.replaceState(null, '', '/products')
    vi.advanceTimersByTime(60_000)
    expect(staleCodeReloadDue(gone)).toBe(true)
  })

  it('shows the error when the browser is offline: a fresh load could not help', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    expect(staleCodeReloadDue(gone)).toBe(false)
  })

  it('never loads afresh for an error of the page itself', () => {
    expect(staleCodeReloadDue(new Error('Cannot read properties of undefined'))).toBe(false)
  })
})
