import path from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

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

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: 3000,
    proxy: Object.fromEntries(
      proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }]),
    ),
  },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
})
