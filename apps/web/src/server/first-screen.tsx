import type { DrawFirstScreen, FirstScreenRequest } from '@pasar/shared'
import { QueryClient } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { DemoBanner } from '@/app/demo-banner.tsx'
import { Providers } from '@/app/providers.tsx'
import { routes } from '@/app/router.tsx'
import { i18n } from '@/i18n/index.ts'
import { loadMessages } from '@/i18n/messages.ts'
import { withInitialData } from '@/lib/initial-data.ts'
import { publicConfigQuery } from '@/lib/public-config.ts'

/**
 * The first screen of a public page, drawn on the server with the app's own components
 * (docs/decisions/0963-first-screen-drawn-by-the-server.md): the page as a visitor without a
 * session sees it before any query but the embedded one has answered. Built by `vite build --ssr`
 * into dist/ssr and called by the API's page route (apps/api/src/plugins/first-screen.ts); the
 * app hydrates it once its script runs (app/start.tsx).
 */

const handler = createStaticHandler(routes)

// One page at a time: the interface language is the app's one i18next instance.
let drawing: Promise<unknown> = Promise.resolve()

/** The HTML inside #root, or undefined where the page has no drawn first screen (a redirect). */
export const drawFirstScreen: DrawFirstScreen = (request) => {
  const drawn = drawing.then(() => draw(request))
  drawing = drawn.catch(() => undefined)
  return drawn
}

async function draw({ url, language, initialData, config }: FirstScreenRequest) {
  const context = await handler.query(new Request(url))
  // A redirect, or an error the route answers with its own screen: the app draws those.
  if (context instanceof Response || context.errors || context.statusCode !== 200) return undefined
  if (language === 'id') await loadMessages()
  await i18n.changeLanguage(language)
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  })
  client.setQueryData(publicConfigQuery.queryKey, config)
  const router = createStaticRouter(handler.dataRoutes, context)
  return withInitialData(initialData ?? [], () =>
    renderToString(
      // The tree app/start.tsx hydrates: the same components in the same places.
      <Providers client={client}>
        <DemoBanner />
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>,
    ),
  )
}
