import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { currentLanguage } from '@/i18n/index.ts'
import { isSignedIn } from '@/lib/session.ts'
import { DemoBanner } from './demo-banner.tsx'
import { forgetStartingPosition } from './page-scroll.tsx'
import { Providers } from './providers.tsx'
import { createRouter } from './router.tsx'
import { handleSessionExpiry } from './session-expiry.ts'

/** The app itself, started by main.tsx once index.html has painted. */
const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

// The first screen the server drew (docs/decisions/0963-first-screen-drawn-by-the-server.md),
// under a veil in #root until the app takes it over.
const drawn = root.querySelector<HTMLElement>(':scope > .first-screen')

const router = createRouter()
forgetStartingPosition(router.state.location.key)
handleSessionExpiry()

// Where the visitor scrolled the drawn screen to, until the app has taken it over.
let scrolledTo = window.scrollY
function followScroll() {
  scrolledTo = window.scrollY
}

const app = (
  <StrictMode>
    <Providers>
      <DemoBanner />
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
)

if (!drawn) {
  // The first render as a transition: React draws the app in slices of a few milliseconds
  // instead of one long task, so the page already painted from index.html stays responsive
  // (docs/decisions/0561-first-paint-and-route-chunks.md).
  startTransition(() => createRoot(root).render(app))
} else {
  addEventListener('scroll', followScroll, { passive: true })
  // The first render is the page itself, not the loading frame in its place: the router first
  // gets its route's code. Then, as a transition (in slices, like the first render above), the
  // app adopts the drawn elements: no new ones, no new layout. Drawn for someone else (a visitor
  // in the other language, or a session the server could not see), the app's page replaces it.
  void routerReady().then(() => {
    const takeOver = <Interactive>{app}</Interactive>
    startTransition(() => {
      if (drawnAsShown(drawn)) hydrateRoot(drawn, takeOver)
      else createRoot(root).render(takeOver)
    })
  })
}

/** Whether the app's first render is the drawn one: the same language, and nobody signed in. */
function drawnAsShown(element: HTMLElement) {
  return element.dataset.language === currentLanguage() && !isSignedIn()
}

/**
 * Lifts the veil over the drawn screen once the app has the page. A layout effect of the root, so
 * after the children's, among them the router's scroll restoration, which puts a page it starts
 * on at its top: the visitor stays where they scrolled to.
 */
function Interactive({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    removeEventListener('scroll', followScroll)
    if (window.scrollY !== scrolledTo) window.scrollTo(0, scrolledTo)
    root?.querySelector(':scope > .first-screen-veil')?.remove()
  }, [])
  return children
}

function routerReady() {
  return new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve()
    const stop = router.subscribe((state) => {
      if (!state.initialized) return
      stop()
      resolve()
    })
  })
}
