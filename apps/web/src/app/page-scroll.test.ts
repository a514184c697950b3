import { afterEach, describe, expect, it, vi } from 'vitest'
import { startReloadAtTop } from './arrival.ts'
import { forgetStartingPosition, SCROLL_POSITIONS_KEY } from './page-scroll.tsx'

const saved = () => JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? 'null') as unknown

afterEach(() => sessionStorage.clear())

describe('where a page starts', () => {
  it('at the top when opened by its address or reloaded: the saved position is forgotten', () => {
    for (const [arrival, key] of [
      ['navigate', 'default'],
      ['reload', 'k1'],
    ] as const) {
      sessionStorage.setItem(
        SCROLL_POSITIONS_KEY,
        JSON.stringify({ default: 900, k1: 400, k2: 30 }),
      )
      forgetStartingPosition(key, arrival)
      const { [key]: _gone, ...others } = { default: 900, k1: 400, k2: 30 }
      expect(saved()).toEqual(others)
    }
  })

  it('where it was left when the browser comes back or forward to it', () => {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ k1: 400 }))
    forgetStartingPosition('k1', 'back_forward')
    expect(saved()).toEqual({ k1: 400 })
  })

  it('minds nothing saved, or something unreadable', () => {
    forgetStartingPosition('default', 'navigate')
    expect(saved()).toBeNull()
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, '{not json')
    expect(() => forgetStartingPosition('default', 'reload')).not.toThrow()
  })

  it('a reload takes back what the browser restored, and keeps it from restoring later', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(600)
    history.scrollRestoration = 'auto'
    startReloadAtTop('navigate')
    expect(history.scrollRestoration).toBe('auto')
    startReloadAtTop('reload')
    expect(history.scrollRestoration).toBe('manual')
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
    vi.restoreAllMocks()
  })
})
