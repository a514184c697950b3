import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { DemoBanner } from './demo-banner.tsx'
import { Providers } from './providers.tsx'
import { createRouter } from './router.tsx'
import { handleSessionExpiry } from './session-expiry.ts'

/** The app itself, started by main.tsx once index.html has painted. */
const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

const router = createRouter()
handleSessionExpiry(router)

// The first render as a transition: React draws the app in slices of a few milliseconds instead
// of one long task, so the page already painted from index.html stays responsive
// (docs/decisions/0561-first-paint-and-route-chunks.md).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <DemoBanner />
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  )
})
