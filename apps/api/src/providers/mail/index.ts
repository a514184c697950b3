import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config.ts'
import { fileMailer } from './local/files.ts'
import type { Mailer } from './port.ts'
import { smtpMailer } from './smtp.ts'

/** The one place that picks the mailer: SMTP with SMTP_URL, otherwise .eml files in DATA_DIR/mail. */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  return config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom, log)
    : fileMailer(path.join(config.dataDir, 'mail'), config.mailFrom, log)
}
