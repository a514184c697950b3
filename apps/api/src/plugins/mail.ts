import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createMailer } from '../providers/mail/index.ts'
import type { Mailer } from '../providers/mail/port.ts'

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

/** app.mailer: SMTP or files (providers/mail), closed with the app. */
export const mailPlugin = fp(async function mail(app: FastifyInstance) {
  const mailer = createMailer(app.config, app.log)
  app.decorate('mailer', mailer)
  app.addHook('onClose', async () => mailer.close())
})
