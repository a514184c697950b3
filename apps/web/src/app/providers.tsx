import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Toaster } from 'react-hot-toast'
import { queryClient } from '@/lib/query-client.ts'
import { toastOptions } from '@/lib/toast.ts'

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="top-center" toastOptions={toastOptions} />
    </QueryClientProvider>
  )
}
