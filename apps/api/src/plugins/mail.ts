import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { deliverPendingMail, mailsEnqueued } from '../modules/notifications/index.ts'
import { createMailer } from '../providers/mail/index.ts'
import type { Mailer } from '../providers/mail/port.ts'

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
    /**
     * Sends the mail outbox's due mail now (docs/decisions/0870-mail-outbox.md). Never rejects:
     * a failure is logged and the mail retried later. Calls while a run is under way join it
     * and run once more after it, so a mail enqueued meanwhile is not left for the next tick.
     */
    deliverMail(): Promise<void>
  }
  interface FastifyRequest {
    /** How many mails the process had enqueued when this request arrived. */
    mailsAtStart: number
  }
}

/** app.mailer: SMTP or files (providers/mail), closed with the app; app.deliverMail. */
export const mailPlugin = fp(async function mail(app: FastifyInstance) {
  const mailer = createMailer(app.config, app.log)
  app.decorate('mailer', mailer)

  let running: Promise<void> | undefined
  let again = false
  app.decorate('deliverMail', function deliverMail() {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        try {
          await deliverPendingMail({ db: app.db, mailer: app.mailer, log: app.log })
        } catch (error) {
          app.log.error({ err: error }, 'mail delivery failed')
        }
      } while (again)
    })().finally(() => {
      running = undefined
    })
    return running
  })

  // Mail a request enqueued (an order placed, shipped, canceled…) goes out right after it; the
  // jobs send whatever this misses. Requests that enqueued none start no delivery. Each request
  // compares the count at its own start and end: a request that enqueued sends after its commit
  // even when another request, finishing first, already started a run that could not see it yet.
  app.decorateRequest('mailsAtStart', 0)
  app.addHook('onRequest', async (request) => {
    request.mailsAtStart = mailsEnqueued()
  })
  app.addHook('onResponse', async (request) => {
    if (mailsEnqueued() !== request.mailsAtStart) void app.deliverMail()
  })

  app.addHook('onClose', async () => {
    await running
    mailer.close()
  })
})
