import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react'
import { queryClient } from '@/lib/query-client.ts'
import { loadToastsWhenIdle, toasterWanted, toastOptions } from '@/lib/toast.ts'

// Mounted with the first toast, which loads the library (lib/toast.ts).
const Toaster = lazy(() => import('react-hot-toast').then(({ Toaster }) => ({ default: Toaster })))

export function Providers({ children }: { children: ReactNode }) {
  const toasts = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get)
  useEffect(loadToastsWhenIdle, [])
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toasts && (
        <Suspense fallback={null}>
          <Toaster position="top-center" toastOptions={toastOptions} />
        </Suspense>
      )}
    </QueryClientProvider>
  )
}
