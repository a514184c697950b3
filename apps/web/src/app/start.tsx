import { StrictMode, startTransition, useEffect, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { currentLanguage } from '@/i18n/index.ts'
import { isSignedIn } from '@/lib/session.ts'
import { DemoBanner } from './demo-banner.tsx'
import { Providers } from './providers.tsx'
import { createRouter } from './router.tsx'
import { handleSessionExpiry } from './session-expiry.ts'

/** The app itself, started by main.tsx once index.html has painted. */
const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

const router = createRouter()
handleSessionExpiry(router)

const app = (
  <StrictMode>
    <Providers>
      <DemoBanner />
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
)

// The first screen the server drew (docs/decisions/0963-first-screen-drawn-by-the-server.md),
// inert inside #root until the app takes it over.
const drawn = root.querySelector<HTMLElement>(':scope > .first-screen')

if (!drawn) {
  // The first render as a transition: React draws the app in slices of a few milliseconds
  // instead of one long task, so the page already painted from index.html stays responsive
  // (docs/decisions/0561-first-paint-and-route-chunks.md).
  startTransition(() => createRoot(root).render(app))
} else {
  // Either way the first render is the page itself, not the loading frame in its place: the
  // router first gets its route's code.
  await routerReady()
  if (drawnAsShown(drawn)) {
    // The app adopts the drawn elements (no new ones, no new layout) and then lifts `inert`; as a
    // transition, in slices of a few milliseconds like the first render above.
    startTransition(() => {
      hydrateRoot(drawn, <Interactive from={drawn}>{app}</Interactive>)
    })
  } else {
    // Drawn for someone else: a visitor in the other language, or a session the server could not
    // see. The app's page replaces it, inert wrapper and all.
    startTransition(() => createRoot(root).render(app))
  }
}

/** Whether the app's first render is the drawn one: the same language, and nobody signed in. */
function drawnAsShown(element: HTMLElement) {
  return element.dataset.language === currentLanguage() && !isSignedIn()
}

function Interactive({ from, children }: { from: HTMLElement; children: ReactNode }) {
  useEffect(() => from.removeAttribute('inert'), [from])
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
