import cookie from '@fastify/cookie'
import multipart from '@fastify/multipart'
import Fastify, { type FastifyServerOptions } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { Database, Db } from './db/client.ts'
import { drainOnClose } from './shutdown.ts'
import { authPlugin } from './plugins/auth.ts'
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts'
import { openapiPlugin } from './plugins/openapi.ts'
import { securityPlugin } from './plugins/security.ts'
import { spaPlugin } from './plugins/spa.ts'
import { strictInputPlugin } from './plugins/strict-input.ts'
import { storagePlugin } from './plugins/storage.ts'
import type { Storage } from './providers/storage/port.ts'
import { configRoutes } from './modules/config/routes.ts'
import { healthRoutes } from './modules/health/routes.ts'
import { paymentsPlugin } from './plugins/payments.ts'
import { shippingPlugin } from './plugins/shipping.ts'
import { payoutsPlugin } from './plugins/payouts.ts'
import {
  adminPayoutRoutes,
  payoutNotificationRoutes,
  sellerMoneyRoutes,
} from './modules/payouts/index.ts'
import { cartRoutes } from './modules/cart/routes.ts'
import { checkoutRoutes } from './modules/checkout/index.ts'
import { orderRoutes } from './modules/orders/index.ts'
import { sellerOrderRoutes, storeOrderRoutes, storesToShip } from './modules/fulfilment/index.ts'
import { paymentRoutes } from './modules/payments/routes.ts'
import { identityPlugin } from './plugins/identity.ts'
import { jobsPlugin } from './plugins/jobs.ts'
import { mailPlugin } from './plugins/mail.ts'
import { rateLimitPlugin } from './plugins/rate-limit.ts'
import { accountRoutes } from './modules/auth/account-routes.ts'
import { authRoutes } from './modules/auth/routes.ts'
import { storeRoutes } from './modules/stores/routes.ts'
import { variantRoutes, writeProductFigures } from './modules/variants/index.ts'
import { adminVoucherRoutes, voucherRoutes } from './modules/vouchers/index.ts'
import { addressRoutes } from './modules/addresses/routes.ts'
import { areaRoutes } from './modules/areas/routes.ts'
import { shippingRoutes } from './modules/shipping/routes.ts'
import { catalogRoutes } from './modules/catalog/routes.ts'
import { listingSearch, searchRoutes } from './modules/search/index.ts'
import { wishlistRoutes } from './modules/wishlist/routes.ts'
import { reviewRoutes } from './modules/reviews/routes.ts'
import { adminRoutes } from './modules/admin/index.ts'
import { sitemapRoutes } from './modules/sitemap/routes.ts'
import { IMAGE_MAX_BYTES } from '@pasar/shared'
import { isInnerRequest } from './lib/inner-request.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Db
    database: Database
    /** Every route as registered (method, url), for tests that walk the route table. */
    routeTable: { method: string; url: string }[]
  }
}

export interface BuildOptions {
  config: Config
  database: Database
  logger?: FastifyServerOptions['logger']
  /** Replaces the configured storage (tests). */
  storage?: Storage
}

type Compilers = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>

export async function buildApp({ config, database, logger = false, storage }: BuildOptions) {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1_000_000,
    // Slow clients are cut off instead of holding sockets open.
    requestTimeout: 30_000,
    return503OnClosing: true,
    // A path segment over 100 characters (414) or one that does not decode (400).
    frameworkErrors,
    // Every route is checked and answered through its zod schemas. Given here, not set after,
    // so Fastify does not load the JSON Schema compilers it would otherwise start with (Ajv
    // and fast-json-stringify: about a quarter of a second of a start). Fastify types these
    // factories for those compilers only, hence the casts.
    schemaController: {
      compilersFactory: {
        buildValidator: (() => validatorCompiler) as unknown as Compilers['buildValidator'],
        buildSerializer: (() => serializerCompiler) as unknown as Compilers['buildSerializer'],
      },
    },
  }).withTypeProvider<ZodTypeProvider>()

  app.decorate('config', config)
  app.decorate('database', database)
  app.decorate('db', database.db)
  // Collected before any plugin registers a route: the admin guard test walks it (0950).
  const routeTable: { method: string; url: string }[] = []
  app.decorate('routeTable', routeTable)
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url })
  })

  await app.register(errorsPlugin)
  await app.register(drainOnClose)
  await app.register(strictInputPlugin)
  await app.register(securityPlugin)
  await app.register(cookie)
  await app.register(openapiPlugin)
  if (!config.jwtSecret) throw new Error('jwtSecret must be resolved before building the app')
  await app.register(authPlugin, {
    secret: config.jwtSecret,
    accessTokenTtlMs: config.accessTokenTtlMs,
    issuer: config.publicUrl,
  })
  // PGlite runs on the event loop: requests take turns at it (db/pglite/scheduler.ts), once their
  // bearer token is verified (plugins/auth.ts, ADR 0953); the server's own inner requests are
  // part of a request that had its turn (lib/inner-request.ts).
  const { takeTurn } = database
  if (takeTurn) {
    app.addHook('onRequest', async (request) => {
      if (!isInnerRequest(request)) await takeTurn()
    })
  }

  // Cross-cutting providers (docs/architecture.md#providers: real or local, chosen by
  // configuration).
  await app.register(storagePlugin, { storage })
  await app.register(paymentsPlugin)
  await app.register(shippingPlugin)
  await app.register(payoutsPlugin)
  await app.register(mailPlugin)
  await app.register(rateLimitPlugin)
  await app.register(identityPlugin)
  await app.register(jobsPlugin)
  // Per-route limits are set where a form is read (e.g. modules/stores/product-form.ts).
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES } })

  // Modules.
  await app.register(healthRoutes)
  await app.register(configRoutes)
  await app.register(cartRoutes)
  await app.register(checkoutRoutes)
  await app.register(orderRoutes)
  await app.register(storeOrderRoutes)
  await app.register(sellerOrderRoutes)
  await app.register(paymentRoutes)
  await app.register(authRoutes)
  await app.register(accountRoutes)
  await app.register(storeRoutes, { storesToShip, writeProductFigures })
  await app.register(variantRoutes)
  await app.register(voucherRoutes)
  await app.register(addressRoutes)
  await app.register(areaRoutes)
  await app.register(shippingRoutes)
  await app.register(wishlistRoutes)
  await app.register(reviewRoutes)
  await app.register(catalogRoutes, { search: listingSearch })
  await app.register(searchRoutes)
  await app.register(sellerMoneyRoutes)
  await app.register(adminPayoutRoutes)
  await app.register(payoutNotificationRoutes)
  await app.register(adminRoutes)
  await app.register(adminVoucherRoutes)
  await app.register(sitemapRoutes)

  await app.register(spaPlugin)
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
