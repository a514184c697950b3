import { QueryClient } from '@tanstack/react-query'
import { i18n } from '@/i18n/index.ts'
import { ApiError } from './api-client.ts'
import { queryKeys } from './query-keys.ts'

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      staleTime: 30_000,
      // Client errors (404, 403, …) will not change by asking again.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
        failureCount < 2,
    },
  },
})

// Answers that name categories come in the language asked (docs/decisions/1011): when it changes,
// the catalogue's answers are asked again. The category list is kept per language (its key).
i18n.on('languageChanged', () => {
  for (const queryKey of [queryKeys.products.all, queryKeys.stores.all, queryKeys.wishlist.all]) {
    void queryClient.invalidateQueries({ queryKey })
  }
})
