import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ImageCarousel } from './image-carousel.tsx'
import { loadCarouselMotion } from './load-carousel-motion.ts'

// The motion's code comes when the test says so (or never), as over a slow link.
const code = vi.hoisted(() => ({
  arrive: () => {},
  fail: () => {},
  promise: Promise.resolve() as Promise<unknown>,
}))
vi.mock('./load-carousel-motion.ts', () => ({
  loadCarouselMotion: vi.fn(() => code.promise),
}))
const toasts = vi.hoisted(() => ({ error: vi.fn() }))
vi.mock('@/lib/toast.ts', () => ({ toast: toasts }))

// Embla measures slides, which jsdom does not lay out: a stand-in that moves between the
// viewport's slides as embla does, and says so with 'select'.
vi.mock('embla-carousel-react', async () => {
  const { useCallback, useState } = await import('react')
  function embla(viewport: HTMLElement, loop: boolean) {
    const count = viewport.firstElementChild?.childElementCount ?? 0
    const listeners = new Set<() => void>()
    let index = 0
    const show = (to: number) => {
      index = loop ? (to + count) % count : Math.min(Math.max(to, 0), count - 1)
      for (const listener of listeners) listener()
    }
    return {
      selectedScrollSnap: () => index,
      scrollNext: () => show(index + 1),
      scrollPrev: () => show(index - 1),
      scrollTo: show,
      on: (_event: string, listener: () => void) => listeners.add(listener),
      off: (_event: string, listener: () => void) => listeners.delete(listener),
    }
  }
  return {
    default: function useEmblaCarousel({ loop = false }: { loop?: boolean }) {
      const [api, setApi] = useState<ReturnType<typeof embla>>()
      const attach = useCallback(
        (viewport: HTMLElement | null) => setApi(viewport ? embla(viewport, loop) : undefined),
        [loop],
      )
      return [attach, api]
    },
  }
})

beforeEach(() => {
  vi.mocked(loadCarouselMotion).mockClear()
  toasts.error.mockClear()
  code.promise = new Promise((resolve, reject) => {
    code.arrive = () => resolve(vi.importActual('./carousel-motion.tsx'))
    code.fail = () => reject(new TypeError('Failed to fetch dynamically imported module'))
  })
  // The promise may be left unsettled or rejected, as a browser's import may.
  code.promise.catch(() => {})
})

const pictures = ['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp']
const carousel = <ImageCarousel images={pictures} name="Kopi Gayo" />

/** The picture the dots say is shown, 1-based. */
function shownDot() {
  const dots = screen.getAllByRole('button', { name: /^Show picture/ })
  return dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1
}

async function motionArrives() {
  await act(async () => {
    code.arrive()
    await code.promise
  })
}

describe('the product carousel (docs/decisions/0946)', () => {
  it('draws the first picture, the buttons and the dots before its motion is loaded', () => {
    render(carousel)
    expect(screen.getByRole('img', { name: 'Kopi Gayo' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Previous picture' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Next picture' })).toBeTruthy()
    expect(shownDot()).toBe(1)
    expect(loadCarouselMotion).not.toHaveBeenCalled()
  })

  it("shows the next picture for a press of 'Next' made before the motion came", async () => {
    render(carousel)
    await userEvent.click(screen.getByRole('button', { name: 'Next picture' }))
    expect(loadCarouselMotion).toHaveBeenCalled()
    expect(shownDot()).toBe(1)
    await motionArrives()
    await vi.waitFor(() => expect(shownDot()).toBe(2))
    expect(screen.getByRole('img', { name: 'Kopi Gayo, picture 2' })).toBeTruthy()
  })

  it('shows the picture of the dot pressed first, and loops back from the first', async () => {
    render(carousel)
    await userEvent.click(screen.getByRole('button', { name: 'Show picture 3' }))
    await motionArrives()
    await vi.waitFor(() => expect(shownDot()).toBe(3))
    await userEvent.click(screen.getByRole('button', { name: 'Next picture' }))
    expect(shownDot()).toBe(1)
    await userEvent.click(screen.getByRole('button', { name: 'Previous picture' }))
    expect(shownDot()).toBe(3)
  })

  it('brings the picture of the variant chosen into view', async () => {
    const { rerender } = render(carousel)
    rerender(<ImageCarousel images={pictures} name="Kopi Gayo" show="/uploads/c.webp" />)
    expect(loadCarouselMotion).toHaveBeenCalled()
    await motionArrives()
    await vi.waitFor(() => expect(shownDot()).toBe(3))
  })

  it('loads the motion as the pointer comes over it, so a press moves at once', async () => {
    render(carousel)
    await userEvent.hover(screen.getByRole('img', { name: 'Kopi Gayo' }))
    expect(loadCarouselMotion).toHaveBeenCalled()
    await motionArrives()
    await userEvent.click(screen.getByRole('button', { name: 'Next picture' }))
    expect(shownDot()).toBe(2)
  })

  it('makes a swipe made before the motion came', async () => {
    render(carousel)
    const picture = screen.getByRole('img', { name: 'Kopi Gayo' })
    fireEvent.pointerDown(picture, { clientX: 300 })
    fireEvent.pointerUp(picture, { clientX: 180 })
    await motionArrives()
    await vi.waitFor(() => expect(shownDot()).toBe(2))
  })

  it('says the motion could not load, and keeps the first picture', async () => {
    render(carousel)
    await userEvent.click(screen.getByRole('button', { name: 'Next picture' }))
    code.fail()
    await vi.waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'Could not load. Check your connection and try again.',
      ),
    )
    expect(shownDot()).toBe(1)
    expect(screen.getByRole('img', { name: 'Kopi Gayo' })).toBeTruthy()
  })

  it('never loads the motion for a single picture', async () => {
    render(<ImageCarousel images={pictures.slice(0, 1)} name="Kopi Gayo" />)
    await userEvent.click(screen.getByRole('img', { name: 'Kopi Gayo' }))
    expect(screen.queryByRole('button')).toBeNull()
    expect(loadCarouselMotion).not.toHaveBeenCalled()
  })

  it("is hydrated over the server's drawing without a change (docs/decisions/0963)", async () => {
    const root = document.createElement('div')
    root.innerHTML = renderToString(carousel)
    document.body.append(root)
    const drawn = root.innerHTML
    // A mismatch is a console.error, which fails the test (testing/setup.ts).
    await act(async () => {
      hydrateRoot(root, carousel)
    })
    expect(root.innerHTML).toBe(drawn)
    expect(loadCarouselMotion).not.toHaveBeenCalled()
    root.remove()
  })
})
