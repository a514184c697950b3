import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '@pasar/shared'
import { badRequest, unauthorized } from '../../lib/http-error.ts'
import { NOTIFICATION_PATH } from '../../providers/payment/index.ts'
import { midtransNotificationSchema } from '../../providers/payment/midtrans/notification.ts'
import { applyPaymentEvent, type PaymentEventDeps } from '../orders/index.ts'
import { refundDepsOf } from '../refunds/index.ts'
import { recordNotification } from './service.ts'

/**
 * The provider's HTTP notification: the adapter reads and checks it, it is recorded, and the
 * neutral payment state goes to orders, through the same code as a status answer.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): PaymentEventDeps => ({
    ...refundDepsOf(app),
    shipWithinMs: app.config.shipWithinMs,
  })
  app.post(
    NOTIFICATION_PATH,
    {
      schema: {
        tags: ['payments'],
        summary: 'Midtrans HTTP notification (signature checked, idempotent)',
        body: midtransNotificationSchema,
        response: {
          200: z.object({ message: z.string() }),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const notification = app.payments.readNotification(request.body)
      if (!notification) throw badRequest('Not a payment notification')
      await recordNotification(deps(), notification, request.body)
      if (!notification.signatureValid) throw unauthorized('Invalid signature')
      const { applied } = await applyPaymentEvent(deps(), notification.payment)
      return { message: applied ? 'Applied' : 'OK' }
    },
  )
}
