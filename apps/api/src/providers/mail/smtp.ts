import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { Mailer } from './port.ts'

/** Sends through the SMTP server of SMTP_URL. */
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
