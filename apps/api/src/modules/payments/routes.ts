import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '@pasar/shared'
import { handleNotification } from './service.ts'

export const NOTIFICATION_PATH = '/api/v1/payments/midtrans/notification'

const notificationSchema = z.looseObject({
  order_id: z.string().min(1).max(100),
  status_code: z.string().max(10),
  gross_amount: z.string().max(30),
  signature_key: z.string().max(256),
  transaction_status: z.string().max(50),
  fraud_status: z.string().max(50).optional(),
})

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    NOTIFICATION_PATH,
    {
      schema: {
        tags: ['payments'],
        summary: 'Midtrans HTTP notification (signature checked, idempotent)',
        body: notificationSchema,
        response: {
          200: z.object({ message: z.string() }),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { applied } = await handleNotification(app.db, app.payments.serverKey, request.body)
      return { message: applied ? 'Applied' : 'OK' }
    },
  )
}
