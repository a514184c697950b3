import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { Providers } from './app/providers.tsx'
import { createRouter } from './app/router.tsx'
import { setSessionExpiredHandler } from './lib/api-client.ts'
import './styles.css'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

const router = createRouter()
// SPEC §4 session expiry: after the failed refresh has reset auth and cart, sign in again.
setSessionExpiredHandler(() => {
  void router.navigate('/sign-in', { replace: true })
})

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
)
