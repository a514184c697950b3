import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import type { App } from '../../src/app.ts'
import type { Tx } from '../../src/db/client.ts'
import { deliverPendingMail, type MailLinks } from '../../src/modules/notifications/index.ts'
import { setupTestApp, type TestContext } from '../helpers/app.ts'
import { startSmtpSink, type ReceivedMail, type SmtpSink } from './smtp-sink.ts'

export const links: MailLinks = { publicUrl: 'http://localhost:3000' }
export const PAID_AT = new Date('2026-03-09T07:05:00Z') // ship by 12 Mar 2026, 14:05 WIB

export interface MailRun {
  readonly app: App
  readonly sink: SmtpSink
  /** Sends what the outbox holds through the real SMTP provider. */
  deliver(): ReturnType<typeof deliverPendingMail>
  /** The one mail the run sent to `email`. */
  mailTo(email: string): ReceivedMail
  /** Runs one of the module's notifyX(tx, id, links) in a transaction, as the order loop does. */
  notify(
    notifier: (tx: Tx, id: number, links: MailLinks) => Promise<number>,
    id: number,
  ): Promise<number>
}

/**
 * A test app whose mail goes through the SMTP provider to an in-process SMTP server, emptied
 * before each test (docs/decisions/0870-mail-outbox.md).
 */
export function useMailRun(): MailRun {
  let sink: SmtpSink | undefined
  let ctx: TestContext | undefined
  beforeAll(async () => {
    sink = await startSmtpSink()
    ctx = await setupTestApp({ SMTP_URL: sink.url, MAIL_FROM: 'Pasar <orders@pasar.test>' })
  })
  afterAll(() => sink?.close())
  beforeEach(() => {
    if (sink) sink.received.length = 0
  })
  const started = () => {
    if (!sink || !ctx) throw new Error('the mail run starts in beforeAll')
    return { sink, app: ctx.app }
  }
  return {
    get app() {
      return started().app
    },
    get sink() {
      return started().sink
    },
    deliver() {
      const { app } = started()
      return deliverPendingMail({ db: app.db, mailer: app.mailer, log: app.log })
    },
    notify(notifier, id) {
      return started().app.db.transaction((tx) => notifier(tx, id, links))
    },
    mailTo(email) {
      const mails = started().sink.received.filter((mail) => mail.rcptTo.includes(email))
      expect(mails).toHaveLength(1)
      return mails[0] as ReceivedMail
    },
  }
}
