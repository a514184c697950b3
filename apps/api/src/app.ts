import cookie from '@fastify/cookie'
import multipart from '@fastify/multipart'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyServerOptions } from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { Database, Db } from './db/client.ts'
import { nextTurn } from './db/turns.ts'
import { authPlugin } from './plugins/auth.ts'
import { errorsPlugin } from './plugins/errors.ts'
import { securityPlugin } from './plugins/security.ts'
import { spaPlugin } from './plugins/spa.ts'
import { storagePlugin, type Storage } from './plugins/storage.ts'
import { configRoutes } from './modules/config/routes.ts'
import { healthRoutes } from './modules/health/routes.ts'
import { paymentsPlugin } from './plugins/payments.ts'
import { cartRoutes } from './modules/cart/routes.ts'
import { orderRoutes } from './modules/orders/routes.ts'
import { paymentRoutes } from './modules/payments/routes.ts'
import { localMidtransRoutes } from './modules/local-midtrans/routes.ts'
import { identityPlugin } from './plugins/identity.ts'
import { mailPlugin } from './plugins/mail.ts'
import { rateLimitPlugin } from './plugins/rate-limit.ts'
import { accountRoutes } from './modules/auth/account-routes.ts'
import { authRoutes } from './modules/auth/routes.ts'
import { localGoogleRoutes } from './modules/local-google/routes.ts'
import { storeRoutes } from './modules/stores/routes.ts'
import { catalogRoutes } from './modules/catalog/routes.ts'
import { IMAGE_MAX_BYTES } from '@pasar/shared'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Db
    database: Database
  }
}

export interface BuildOptions {
  config: Config
  database: Database
  logger?: FastifyServerOptions['logger']
  /** Replaces the configured storage (tests). */
  storage?: Storage
}

export async function buildApp({ config, database, logger = false, storage }: BuildOptions) {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1_000_000,
    // Slow clients are cut off instead of holding sockets open.
    requestTimeout: 30_000,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)
  app.decorate('database', database)
  app.decorate('db', database.db)

  // PGlite runs on the event loop: requests take turns at it (db/turns.ts).
  if (database.kind === 'pglite') app.addHook('onRequest', () => nextTurn())
  await app.register(errorsPlugin)
  await app.register(securityPlugin)
  await app.register(cookie)
  await app.register(swagger, {
    openapi: {
      info: { title: 'Pasar API', version: '1.0.0', description: 'Multi-store marketplace API' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })
  if (!config.jwtSecret) throw new Error('jwtSecret must be resolved before building the app')
  await app.register(authPlugin, {
    secret: config.jwtSecret,
    accessTokenTtlMs: config.accessTokenTtlMs,
    issuer: config.publicUrl,
  })

  // Cross-cutting providers (DESIGN §1: real or local implementation chosen by configuration).
  await app.register(storagePlugin, { storage })
  await app.register(paymentsPlugin)
  await app.register(mailPlugin)
  await app.register(rateLimitPlugin)
  await app.register(identityPlugin)
  // Per-route limits are set where a form is read (e.g. modules/stores/product-form.ts).
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES } })

  // Modules.
  await app.register(healthRoutes)
  await app.register(configRoutes)
  await app.register(cartRoutes)
  await app.register(orderRoutes)
  await app.register(paymentRoutes)
  await app.register(localMidtransRoutes)
  await app.register(authRoutes)
  await app.register(accountRoutes)
  await app.register(localGoogleRoutes)
  await app.register(storeRoutes)
  await app.register(catalogRoutes)

  await app.register(spaPlugin)
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
