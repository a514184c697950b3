import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react'
import { queryClient } from '@/lib/query-client.ts'
import { loadToastsWhenIdle, toasterWanted, toastOptions } from '@/lib/toast.ts'

const noToasts = () => false

// Mounted with the first toast, which loads the library (lib/toast.ts).
const Toaster = lazy(() => import('react-hot-toast').then(({ Toaster }) => ({ default: Toaster })))

/**
 * What every screen is drawn under: the query cache (the app's own, or the server's fresh one for
 * a first screen, docs/decisions/0963) and the toasts.
 */
export function Providers({
  children,
  client = queryClient,
}: {
  children: ReactNode
  client?: QueryClient
}) {
  const toasts = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, noToasts)
  useEffect(loadToastsWhenIdle, [])
  return (
    <QueryClientProvider client={client}>
      {children}
      {toasts && (
        <Suspense fallback={null}>
          <Toaster position="top-center" toastOptions={toastOptions} />
        </Suspense>
      )}
    </QueryClientProvider>
  )
}
