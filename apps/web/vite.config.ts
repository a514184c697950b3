import { createRequire } from 'node:module'
import path from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './build/precompress.ts'
import { preloadDeferredApp } from './build/preload-app.ts'
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

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    preloadDeferredApp('/src/app/start.tsx'),
    // The pages shoppers land on; the router (src/app/router.tsx) stays the source of truth.
    routePreloads({
      '/': 'src/features/catalog/routes/home.tsx',
      '/products': 'src/features/catalog/routes/products.tsx',
      '/category/*': 'src/features/catalog/routes/products.tsx',
      '/product/*': 'src/app/routes/product.tsx',
      '/stores/*': 'src/features/catalog/routes/store.tsx',
    }),
    precompress(),
  ],
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
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
}))
