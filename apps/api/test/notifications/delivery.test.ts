import net from 'node:net'
import { asc, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { mailOutbox } from '../../src/db/schema/index.ts'
import {
  deliverPendingMail,
  enqueueMail,
  RETRY_DELAYS_MS,
  type OutboxMail,
} from '../../src/modules/notifications/index.ts'
import { smtpMailer } from '../../src/providers/mail/smtp.ts'
import { setupTestApp, type TestContext } from '../helpers/app.ts'
import { createTwoStoreOrder, notifyOrderPlaced } from './fixtures.ts'
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts'

// The outbox: a mail exists exactly when its event committed, is sent once, and waits out an
// SMTP server that refuses or is down (docs/decisions/0870-mail-outbox.md).

let sink: SmtpSink
let ctx: TestContext
const links = { publicUrl: 'http://localhost:3000' }
const MINUTE = 60_000

beforeAll(async () => {
  sink = await startSmtpSink()
  ctx = await setupTestApp({ SMTP_URL: sink.url })
})
afterAll(() => sink.close())
beforeEach(async () => {
  sink.received.length = 0
  sink.refusing = false
  await ctx.app.db.delete(mailOutbox)
})

const deps = () => ({ db: ctx.app.db, mailer: ctx.app.mailer, log: ctx.app.log })
const later = (from: Date, ms: number) => new Date(from.getTime() + ms)

let serial = 0
function testMail(overrides: Partial<OutboxMail> = {}): OutboxMail {
  serial++
  return {
    kind: 'test',
    dedupeKey: `test:${serial}`,
    to: `buyer-${serial}@example.com`,
    subject: `Test mail ${serial}`,
    text: `Plain text ${serial}`,
    html: `<p>HTML ${serial}</p>`,
    ...overrides,
  }
}

async function outboxRows() {
  return ctx.app.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id))
}

/** A loopback port nothing listens on: connecting to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('mail outbox', () => {
  it('sends nothing for an event whose transaction rolled back', async () => {
    const { order } = await createTwoStoreOrder(ctx.app)
    await expect(
      ctx.app.db.transaction(async (tx) => {
        expect(await notifyOrderPlaced(tx, order.id, links)).toBe(1)
        throw new Error('the order could not be made')
      }),
    ).rejects.toThrow('the order could not be made')

    expect(await outboxRows()).toEqual([])
    expect(await deliverPendingMail(deps())).toEqual({ sent: 0, failed: 0 })
    expect(sink.received).toHaveLength(0)
  })

  it('mails a repeated event once: the dedupe key keeps one row', async () => {
    const { order, buyer } = await createTwoStoreOrder(ctx.app)
    expect(await ctx.app.db.transaction((tx) => notifyOrderPlaced(tx, order.id, links))).toBe(1)
    expect(await ctx.app.db.transaction((tx) => notifyOrderPlaced(tx, order.id, links))).toBe(0)
    expect(await deliverPendingMail(deps())).toEqual({ sent: 1, failed: 0 })
    expect(await ctx.app.db.transaction((tx) => notifyOrderPlaced(tx, order.id, links))).toBe(0)
    expect(await deliverPendingMail(deps())).toEqual({ sent: 0, failed: 0 })
    expect(sink.received.map((mail) => mail.rcptTo)).toEqual([[buyer.email]])
  })

  it('keeps a mail the SMTP server refused pending with its error, and sends it once later', async () => {
    const now = new Date()
    await enqueueMail(ctx.app.db, testMail({ subject: 'Refused first' }), now)
    sink.refusing = true
    expect(await deliverPendingMail(deps(), now)).toEqual({ sent: 0, failed: 1 })

    const [row] = await outboxRows()
    expect(row?.sentAt).toBeNull()
    expect(row?.attempts).toBe(1)
    expect(row?.lastError).toMatch(/451.*Mailbox busy/)
    expect(row?.nextAttemptAt).toEqual(later(now, RETRY_DELAYS_MS[0] ?? 0))

    // Not due yet: a run before the back-off ends leaves it alone, even with the server back.
    sink.refusing = false
    expect(await deliverPendingMail(deps(), later(now, 30_000))).toEqual({ sent: 0, failed: 0 })
    expect(sink.received).toHaveLength(0)

    const due = later(now, MINUTE)
    expect(await deliverPendingMail(deps(), due)).toEqual({ sent: 1, failed: 0 })
    expect(await deliverPendingMail(deps(), later(now, 60 * MINUTE))).toEqual({
      sent: 0,
      failed: 0,
    })
    expect(sink.received.map((mail) => mail.subject)).toEqual(['Refused first'])
    const [sent] = await outboxRows()
    expect(sent).toMatchObject({ attempts: 2, sentAt: due, nextAttemptAt: null, lastError: null })
  })

  it('keeps mail pending while the SMTP server is down, and sends it once it is back', async () => {
    const now = new Date()
    await enqueueMail(ctx.app.db, testMail({ subject: 'Server down' }), now)
    const down = smtpMailer(`smtp://127.0.0.1:${await closedPort()}`, 'Pasar <a@b.c>', ctx.app.log)
    expect(await deliverPendingMail({ ...deps(), mailer: down }, now)).toEqual({
      sent: 0,
      failed: 1,
    })
    down.close()
    const [row] = await outboxRows()
    expect(row).toMatchObject({ sentAt: null, attempts: 1 })
    expect(row?.lastError).toMatch(/ECONNREFUSED/)

    expect(await deliverPendingMail(deps(), later(now, MINUTE))).toEqual({ sent: 1, failed: 0 })
    expect(sink.received.map((mail) => mail.subject)).toEqual(['Server down'])
  })

  it('backs off 1m, 5m, 30m, 2h, 12h, then stops trying and keeps the last error', async () => {
    let now = new Date()
    await enqueueMail(ctx.app.db, testMail(), now)
    sink.refusing = true
    for (const delay of RETRY_DELAYS_MS) {
      expect(await deliverPendingMail(deps(), now)).toEqual({ sent: 0, failed: 1 })
      const [row] = await outboxRows()
      expect(row?.nextAttemptAt).toEqual(later(now, delay))
      now = later(now, delay)
    }
    expect(RETRY_DELAYS_MS).toEqual([1, 5, 30, 120, 720].map((m) => m * MINUTE))
    expect(await deliverPendingMail(deps(), now)).toEqual({ sent: 0, failed: 1 })
    const [row] = await outboxRows()
    expect(row).toMatchObject({ attempts: 6, nextAttemptAt: null, sentAt: null })
    expect(row?.lastError).toMatch(/Mailbox busy/)

    sink.refusing = false
    expect(await deliverPendingMail(deps(), later(now, 365 * 24 * 60 * MINUTE))).toEqual({
      sent: 0,
      failed: 0,
    })
    expect(sink.received).toHaveLength(0)
  })

  it('sends each mail exactly once when several deliveries run at the same time', async () => {
    const now = new Date()
    const mails = Array.from({ length: 45 }, () => testMail())
    for (const mail of mails) await enqueueMail(ctx.app.db, mail, now)

    const runs = await Promise.all([1, 2, 3].map(() => deliverPendingMail(deps(), now)))
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(45)
    expect(runs.every((run) => run.failed === 0)).toBe(true)

    const subjects = sink.received.map((mail) => mail.subject).sort()
    expect(subjects).toEqual(mails.map((mail) => mail.subject).sort())
    const [attemptedOnce] = await ctx.app.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.attempts, 1))
    expect(attemptedOnce?.n).toBe(45)
    expect(await deliverPendingMail(deps(), later(now, 60 * MINUTE))).toEqual({
      sent: 0,
      failed: 0,
    })
  })

  it('leaves a mail held by a run that died until its claim lapses, then sends it', async () => {
    const now = new Date()
    await enqueueMail(ctx.app.db, testMail({ subject: 'Orphaned' }), now)
    // A run claimed it and died before sending: the row is held for CLAIM_MS.
    await ctx.app.db
      .update(mailOutbox)
      .set({ claimToken: crypto.randomUUID(), claimedUntil: later(now, 5 * MINUTE), attempts: 1 })
    expect(await deliverPendingMail(deps(), later(now, MINUTE))).toEqual({ sent: 0, failed: 0 })
    expect(await deliverPendingMail(deps(), later(now, 5 * MINUTE))).toEqual({
      sent: 1,
      failed: 0,
    })
    expect(sink.received.map((mail) => mail.subject)).toEqual(['Orphaned'])
  })
})

describe('app.deliverMail', () => {
  it('sends due mail through the configured SMTP server; calls at once join one run', async () => {
    await enqueueMail(ctx.app.db, testMail({ subject: 'Through the app' }))
    await Promise.all([ctx.app.deliverMail(), ctx.app.deliverMail(), ctx.app.deliverMail()])
    expect(sink.received.map((mail) => mail.subject)).toEqual(['Through the app'])
  })

  it('never rejects when the server refuses: the mail stays pending for the next run', async () => {
    await enqueueMail(ctx.app.db, testMail({ subject: 'Later' }))
    sink.refusing = true
    await expect(ctx.app.deliverMail()).resolves.toBeUndefined()
    const [row] = await outboxRows()
    expect(row).toMatchObject({ sentAt: null, attempts: 1 })
    expect(sink.received).toHaveLength(0)
  })
})
