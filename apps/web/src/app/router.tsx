import type { ReactNode } from 'react'
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router'
import { AuthLayout } from './layouts/auth-layout.tsx'
import { MainLayout } from './layouts/main-layout.tsx'
import { PageLoading } from './page-loading.tsx'
import { RequireAuth } from './require-auth.tsx'
import { RouteError } from './route-error.tsx'

/**
 * While the first screen's chunk loads, the layout is drawn and this pathless route under it shows
 * `fallback` in place of the page: the router's HydrateFallback (docs/decisions/0561).
 */
function whileFirstPageLoads(fallback: ReactNode, children: RouteObject[]): RouteObject[] {
  return [{ hydrateFallbackElement: fallback, children }]
}

/**
 * The route table (docs/product.md#routes). Every screen is its own chunk (route-level code
 * splitting); a route module exports `Component`.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        element: <MainLayout />,
        children: whileFirstPageLoads(<PageLoading />, [
          { index: true, lazy: () => import('@/features/catalog/routes/home.tsx') },
          { path: 'products', lazy: () => import('@/features/catalog/routes/products.tsx') },
          { path: 'category/:item', lazy: () => import('@/features/catalog/routes/products.tsx') },
          { path: 'search', lazy: () => import('@/features/catalog/routes/search.tsx') },
          { path: 'product/:uuid', lazy: () => import('./routes/product.tsx') },
          { path: 'stores/:slug', lazy: () => import('@/features/catalog/routes/store.tsx') },
          // docs/product.md#routes: the older product and category link shapes redirect.
          {
            path: 'products/category/:name',
            lazy: () => import('@/features/catalog/routes/legacy-category.tsx'),
          },
          {
            path: 'products/:uuid',
            lazy: () => import('@/features/catalog/routes/legacy-product.tsx'),
          },
          {
            element: <RequireAuth />,
            children: [
              { path: 'profile', lazy: () => import('@/features/auth/routes/profile.tsx') },
              {
                path: 'profile/addresses',
                lazy: () => import('@/features/addresses/routes/address-book.tsx'),
              },
              { path: 'cart', lazy: () => import('@/features/cart/routes/cart.tsx') },
              { path: 'wishlist', lazy: () => import('./routes/wishlist.tsx') },
              { path: 'checkout', lazy: () => import('@/features/checkout/routes/checkout.tsx') },
              // The operator console (docs/decisions/0995): its own chunk.
              {
                path: 'admin/:section?',
                lazy: () => import('@/features/admin/routes/console.tsx'),
              },
              {
                path: 'dashboard',
                lazy: () => import('./layouts/dashboard-layout.tsx'),
                children: [
                  { index: true, lazy: () => import('@/features/stores/routes/dashboard.tsx') },
                  { path: 'orders', lazy: () => import('@/features/orders/routes/orders.tsx') },
                  {
                    path: 'orders/:id',
                    lazy: () => import('@/features/orders/routes/order-detail.tsx'),
                  },
                  { path: 'stores', lazy: () => import('@/features/stores/routes/stores.tsx') },
                  {
                    path: 'stores/:slug',
                    lazy: () => import('@/features/stores/routes/store-frame.tsx'),
                    children: [
                      {
                        index: true,
                        lazy: () => import('@/features/stores/routes/store-products.tsx'),
                      },
                      {
                        path: 'orders',
                        lazy: () => import('@/features/fulfilment/routes/store-orders.tsx'),
                      },
                      {
                        path: 'orders/:storeOrderId',
                        lazy: () => import('@/features/fulfilment/routes/store-order.tsx'),
                      },
                      {
                        path: 'reviews',
                        lazy: () => import('@/features/reviews/routes/store-reviews.tsx'),
                      },
                      {
                        path: 'vouchers',
                        lazy: () => import('@/features/vouchers/routes/store-vouchers.tsx'),
                      },
                      {
                        path: 'finance',
                        lazy: () => import('@/features/payouts/routes/payouts.tsx'),
                      },
                      {
                        path: 'settings',
                        lazy: () => import('@/features/stores/routes/store-settings.tsx'),
                      },
                      {
                        path: ':uuid',
                        lazy: () => import('@/features/stores/routes/edit-product.tsx'),
                      },
                    ],
                  },
                ],
              },
            ],
          },
          { path: '*', lazy: () => import('./routes/not-found.tsx') },
        ]),
      },
      {
        element: <AuthLayout />,
        children: whileFirstPageLoads(<PageLoading className="min-h-96" />, [
          { path: 'sign-in', lazy: () => import('@/features/auth/routes/sign-in.tsx') },
          { path: 'sign-up', lazy: () => import('@/features/auth/routes/sign-up.tsx') },
          {
            path: 'signin/reset-password',
            lazy: () => import('@/features/auth/routes/reset-password.tsx'),
          },
        ]),
      },
      { path: 'home', element: <Navigate to="/" replace /> },
    ],
  },
]

export function createRouter() {
  return createBrowserRouter(routes)
}

/**
 * Loads the code of the routes `pathname` matches, as the router does when it starts: main.tsx
 * does it in a step of its own, so the requests for the page's chunks are not started in the
 * same task as the app's start (docs/decisions/0964). A chunk that fails to load is the
 * router's to report: it asks again when it starts, and shows its error page if that fails too.
 */
export async function loadRoutesOf(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? []
  await Promise.allSettled(
    matches.map(({ route }) => (typeof route.lazy === 'function' ? route.lazy() : undefined)),
  )
}
