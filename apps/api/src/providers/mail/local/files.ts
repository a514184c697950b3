import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { Mailer } from '../port.ts'

/** Writes each message as an RFC 822 file a mail client opens; logs the subject. */
export function fileMailer(dir: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message })
      // Time first so a directory listing is in sending order.
      const name = `${Date.now()}-${randomBytes(4).toString('hex')}.eml`
      const file = path.join(dir, name)
      const write = () => fs.writeFile(file, info.message as Buffer, { mode: 0o600 })
      // The directory is made when a mail finds it missing (the first, or after someone removed it).
      await write().catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error
        await fs.mkdir(dir, { recursive: true })
        await write()
      })
      log.info({ subject: message.subject, file }, 'mail written')
    },
    close: () => transport.close(),
  }
}
