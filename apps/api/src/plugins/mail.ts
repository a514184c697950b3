import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import nodemailer from 'nodemailer'
import type { Config } from '../config.ts'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

/** Outgoing mail: SMTP when SMTP_URL is set, otherwise .eml files under DATA_DIR/mail. */
export interface Mailer {
  send(message: MailMessage): Promise<void>
  close(): void
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

export function smtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async send(message) {
      await transport.sendMail({ from, ...message })
      log.info({ subject: message.subject }, 'mail sent')
    },
    close: () => transport.close(),
  }
}

/** Writes each message as an RFC 822 file a mail client opens; logs the subject. */
export function fileMailer(dir: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message })
      await fs.mkdir(dir, { recursive: true })
      // Time first so a directory listing is in sending order.
      const name = `${Date.now()}-${randomBytes(4).toString('hex')}.eml`
      const file = path.join(dir, name)
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 })
      log.info({ subject: message.subject, file }, 'mail written')
    },
    close: () => transport.close(),
  }
}

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  return config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom, log)
    : fileMailer(path.join(config.dataDir, 'mail'), config.mailFrom, log)
}

export const mailPlugin = fp(async function mail(app: FastifyInstance) {
  const mailer = createMailer(app.config, app.log)
  app.decorate('mailer', mailer)
  app.addHook('onClose', async () => mailer.close())
})
