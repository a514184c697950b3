import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'

/** A query client for one test: a failed query is shown at once, not retried. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } })
}

/** Renders `ui` with a query client (a new one unless given). */
export function renderWithQueries(ui: ReactNode, client: QueryClient = testQueryClient()) {
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>)
}

/**
 * Renders `routes` in a memory router at `path`, with a query client and, beside the router,
 * `beside` (a Toaster); returns the router to read its location.
 */
export function renderRoutes(routes: RouteObject[], path = '/', beside?: ReactNode) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  renderWithQueries(
    <>
      <RouterProvider router={router} />
      {beside}
    </>,
  )
  return router
}
