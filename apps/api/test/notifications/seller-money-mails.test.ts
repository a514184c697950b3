import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mailOutbox, users } from '../../src/db/schema/index.ts'
import en from '../../src/modules/notifications/templates/en.json' with { type: 'json' }
import id from '../../src/modules/notifications/templates/id.json' with { type: 'json' }
import { setupListeningApp } from '../helpers/app.ts'
import { createUser } from '../helpers/builders.ts'
import type { Shop } from '../fulfilment/fixtures.ts'
import { setBankAccount, shopWithSales, withdraw } from '../money/fixtures.ts'
import { completedLine, lineReview, postReview } from '../reviews/support.ts'

// The seller hears of an operator's decision on a payout and of a new review, through the
// outbox in the event's transaction, in the language of their profile (docs/decisions/1012,
// 0999).

const OPERATOR = 'ops-mails@pasar.test'
const { app, config } = await setupListeningApp({ ADMIN_EMAILS: OPERATOR })
const operator = await createUser(app, { email: OPERATOR })

const englishOnly = Object.entries(en).flatMap(([key, value]) =>
  value === id[key as keyof typeof id]
    ? []
    : value.split(/\{\{\w+\}\}/).filter((piece) => piece.trim().length >= 6),
)

async function mailOf(dedupeKey: string) {
  const rows = await app.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, dedupeKey))
  expect(rows, dedupeKey).toHaveLength(1)
  return rows[0] as typeof mailOutbox.$inferSelect
}

function expectLanguage(mail: typeof mailOutbox.$inferSelect, language: 'en' | 'id') {
  expect(mail.html).toContain(`<html lang="${language}">`)
  if (language === 'id') {
    for (const part of [mail.subject, mail.text, mail.html]) {
      for (const phrase of englishOnly) expect(part).not.toContain(phrase)
    }
  }
}

async function sellerIn(shop: Shop, language: 'en' | 'id' | null, name: string) {
  await app.db.update(users).set({ language, name }).where(eq(users.id, shop.seller.id))
  const [row] = await app.db.select().from(users).where(eq(users.id, shop.seller.id))
  return row?.email ?? ''
}

async function payoutOf(shop: Shop, amount: number) {
  await setBankAccount(app, shop, '7788990011')
  const res = await withdraw(app, shop, amount)
  expect(res.statusCode).toBe(201)
  return res.json().data.id as number
}

const decide = (payoutId: number, action: 'approve' | 'reject', reason?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/admin/payouts/${payoutId}/${action}`,
    headers: operator.auth,
    ...(reason ? { payload: { reason } } : {}),
  })

const financeLink = (shop: Shop) =>
  `${config.publicUrl}/dashboard/stores/${shop.store.slug}/finance`

describe('payout approved', () => {
  it('tells the seller in English (no language chosen) that it is on its way', async () => {
    const shop = await shopWithSales(app, 1)
    const to = await sellerIn(shop, null, 'Ayu Lestari')
    const payoutId = await payoutOf(shop, 25_000)
    expect((await decide(payoutId, 'approve')).statusCode).toBe(200)
    const mail = await mailOf(`payout-approved:${payoutId}`)
    expect(mail).toMatchObject({ kind: 'payout-approved', to })
    expect(mail.subject).toBe(`Your withdrawal of Rp 25.000 from ${shop.store.name} is on its way`)
    expect(mail.text).toContain('Hello Ayu Lestari,')
    expect(mail.text).toContain(
      `Pasar approved your withdrawal #${payoutId} of Rp 25.000 from ${shop.store.name}. ` +
        'It is being sent to your BCA account ending 0011',
    )
    expect(mail.text).toContain(`Open your finance page: ${financeLink(shop)}`)
    expectLanguage(mail, 'en')
  })

  it('in Indonesian to a seller who chose it', async () => {
    const shop = await shopWithSales(app, 1)
    await sellerIn(shop, 'id', 'Ayu Lestari')
    const payoutId = await payoutOf(shop, 25_000)
    expect((await decide(payoutId, 'approve')).statusCode).toBe(200)
    const mail = await mailOf(`payout-approved:${payoutId}`)
    expect(mail.subject).toBe(`Penarikan dana Rp 25.000 dari ${shop.store.name} sedang dikirim`)
    expect(mail.text).toContain('Halo Ayu Lestari,')
    expect(mail.text).toContain('rekening BCA berakhiran 0011')
    expectLanguage(mail, 'id')
  })
})

describe('payout rejected', () => {
  const reason = 'Rekening atas nama orang lain — please use your own account.'

  it('tells the seller in English with the reason, as the operator wrote it', async () => {
    const shop = await shopWithSales(app, 1)
    const to = await sellerIn(shop, 'en', 'Eko Saputra')
    const payoutId = await payoutOf(shop, 30_000)
    expect((await decide(payoutId, 'reject', reason)).statusCode).toBe(200)
    const mail = await mailOf(`payout-rejected:${payoutId}`)
    expect(mail).toMatchObject({ kind: 'payout-rejected', to })
    expect(mail.subject).toBe(
      `Your withdrawal of Rp 30.000 from ${shop.store.name} was not approved`,
    )
    expect(mail.text).toContain(`Reason: ${reason}`)
    expect(mail.text).toContain('The Rp 30.000 is back in your available balance')
    expect(mail.html).toContain('Rekening atas nama orang lain')
    expect(mail.text).toContain(financeLink(shop))
    expectLanguage(mail, 'en')
    // Nothing about an approval was mailed.
    const approved = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `payout-approved:${payoutId}`))
    expect(approved).toHaveLength(0)
  })

  it('in Indonesian, the reason kept as written', async () => {
    const shop = await shopWithSales(app, 1)
    await sellerIn(shop, 'id', 'Eko Saputra')
    const payoutId = await payoutOf(shop, 30_000)
    expect((await decide(payoutId, 'reject', reason)).statusCode).toBe(200)
    const mail = await mailOf(`payout-rejected:${payoutId}`)
    expect(mail.subject).toBe(`Penarikan dana Rp 30.000 dari ${shop.store.name} tidak disetujui`)
    expect(mail.text).toContain(`Alasan: ${reason}`)
    expect(mail.text).toContain('Dana Rp 30.000 sudah kembali ke saldo tersediamu')
    // The reason is the operator's words: its English half is not the catalogue's.
    expectLanguage({ ...mail, text: mail.text.replace(reason, '') }, 'id')
  })
})

describe('a new review', () => {
  async function reviewed(language: 'en' | 'id' | null, comment: string) {
    const line = await completedLine(app)
    await sellerIn(line.shop, language, 'Putri Utami')
    const res = await postReview(app, line.buyer, lineReview(line, { rating: '4', comment }))
    expect(res.statusCode, res.body).toBe(201)
    const reviewId = res.json().data.id as number
    return { line, reviewId, mail: await mailOf(`new-review:${reviewId}`) }
  }

  it('tells the seller in English with the rating, the words and a link to reply', async () => {
    const { line, mail } = await reviewed('en', 'Kopinya enak, pengiriman cepat.')
    expect(mail.kind).toBe('new-review')
    expect(mail.subject).toMatch(/^New 4-star review of .+/)
    // The buyer's name as the review shows it (shortened), the stars and the rating.
    expect(mail.text).toContain(`★★★★☆ B***o gave `)
    expect(mail.text).toContain(` in ${line.shop.store.name} 4 out of 5 stars.`)
    expect(mail.text).toContain('“Kopinya enak, pengiriman cepat.”')
    expect(mail.text).toContain(
      `Read and reply: ${config.publicUrl}/dashboard/stores/${line.shop.store.slug}/reviews`,
    )
    expectLanguage(mail, 'en')
  })

  it('in Indonesian, and says so when there is no comment', async () => {
    const { mail } = await reviewed('id', '')
    expect(mail.subject).toMatch(/^Ulasan baru bintang 4 untuk .+/)
    expect(mail.text).toContain('dari 5 bintang.')
    expect(mail.text).toContain('Pembeli tidak menulis komentar.')
    expectLanguage(mail, 'id')
  })
})
