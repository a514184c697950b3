import { createRequire } from 'node:module'
import path from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './build/precompress.ts'
import {
  ENTRY_FILE_NAMES,
  preloadDeferredApp,
  preloadsOfDynamicImport,
} from './build/preload-app.ts'
import { routePreloads } from './build/route-preloads.ts'

const apiPort = process.env.API_PORT ?? '3001'
const apiTarget = `http://localhost:${apiPort}`
const proxied = [
  '/api',
  '/uploads',
  '/local',
  '/login',
  '/register',
  '/logout',
  '/refresh-token',
  '/me',
  '/auth',
  '/password',
  '/healthz',
]

// React Router 7's package exports only its development build (dev warnings on); the app's build
// takes the production one beside it, which is the same code with the warnings compiled out
// (docs/decisions/0956-initial-javascript-on-every-route.md).
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
)

/** Where the build goes (the Lighthouse bench builds elsewhere); the server's part in its ssr/. */
const outDir = path.resolve(import.meta.dirname, process.env.WEB_OUT_DIR ?? 'dist')

// `vite build` makes the app; `vite build --ssr` the first screen the server draws with the same
// components (src/server/first-screen.tsx, docs/decisions/0963-first-screen-drawn-by-the-server.md),
// self-contained (every library bundled) so the API loads it from dist/ssr alone.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : clientPlugins(),
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  server: {
    port: 3000,
    proxy: Object.fromEntries(
      proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }]),
    ),
  },
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: path.join(outDir, 'ssr'),
        emptyOutDir: false,
        copyPublicDir: false,
        target: 'node22',
        sourcemap: false,
      }
    : {
        outDir,
        emptyOutDir: true,
        target: 'es2022',
        sourcemap: false,
        chunkSizeWarningLimit: 600,
        rolldownOptions: { output: { entryFileNames: ENTRY_FILE_NAMES } },
        modulePreload: { resolveDependencies: preloadsOfDynamicImport },
      },
}))

function clientPlugins() {
  return [
    react(),
    tailwindcss(),
    preloadDeferredApp('/src/app/start.tsx'),
    // The pages browsers most often open first, listed once: the server preloads their code
    // (route-preloads.json, docs/decisions/0561, 0968), and draws the first screen of those
    // visitors land on (0963). The router (src/app/router.tsx) stays the source of truth for
    // what each path shows; a nested page names its layouts' modules first.
    routePreloads({
      drawnByServer: {
        '/': 'src/features/catalog/routes/home.tsx',
        '/products': 'src/features/catalog/routes/products.tsx',
        '/category/*': 'src/features/catalog/routes/products.tsx',
        '/product/*': 'src/app/routes/product.tsx',
        '/stores/*': 'src/features/catalog/routes/store.tsx',
        '/search': 'src/features/catalog/routes/search.tsx',
      },
      drawnByApp: {
        '/cart': 'src/features/cart/routes/cart.tsx',
        '/checkout': 'src/features/checkout/routes/checkout.tsx',
        // The mails' links (apps/api/src/modules/notifications/templates).
        '/dashboard/orders/*': [
          'src/app/layouts/dashboard-layout.tsx',
          'src/features/orders/routes/order-detail.tsx',
        ],
        '/dashboard/stores/*/orders': [
          'src/app/layouts/dashboard-layout.tsx',
          'src/features/stores/routes/store-frame.tsx',
          'src/features/fulfilment/routes/store-orders.tsx',
        ],
      },
    }),
    precompress(),
  ]
}
