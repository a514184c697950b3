import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../../src/db/schema/index.ts'
import { peopleByIds } from '../../src/modules/auth/index.ts'
import {
  mailHiddenByPasar,
  notifyLatePaymentRefunded,
  notifyOrderCanceled,
  notifyOrderPaid,
  notifyShipped,
  notifyStoreOrderCanceled,
} from '../../src/modules/notifications/index.ts'
import en from '../../src/modules/notifications/templates/en.json' with { type: 'json' }
import id from '../../src/modules/notifications/templates/id.json' with { type: 'json' }
import { patchMe } from '../auth/helpers.ts'
import type { TestUser } from '../helpers/builders.ts'
import {
  ADDRESS,
  createTwoStoreOrder,
  HOSTILE_PRODUCT,
  HOSTILE_STORE,
  cancelBySeller,
  markShipped,
  refundLatePayment,
  updateStoreOrder,
  type TwoStoreOrder,
  notifyOrderPlaced,
} from './fixtures.ts'
import { links, PAID_AT, useMailRun } from './mail-run.ts'
import type { ReceivedMail } from './smtp-sink.ts'

// Each mail is written in its recipient's language, chosen through PATCH /me; no choice (null)
// and 'en' are the English mail, word for word (docs/decisions/0999-user-language-and-mails.md).

const run = useMailRun()
const { deliver, mailTo } = run

/** Chooses a language the way the web does: PATCH /me as the user. */
async function choose(user: TestUser, name: string, language: 'en' | 'id') {
  const res = await patchMe(run.app, user.auth, { name, language })
  expect(res.statusCode).toBe(200)
  expect(res.json().data.language).toBe(language)
}

/**
 * English sentences, cut at their placeholders, that Indonesian says otherwise: none of them may
 * show in an Indonesian mail (a key the templates forgot to translate would).
 */
const englishOnly = Object.entries(en).flatMap(([key, value]) =>
  value === id[key as keyof typeof id]
    ? []
    : value.split(/\{\{\w+\}\}/).filter((piece) => piece.trim().length >= 6),
)

function expectIndonesian(mail: ReceivedMail) {
  for (const part of [mail.subject, mail.text, mail.html]) {
    for (const phrase of englishOnly) expect(part).not.toContain(phrase)
  }
  expect(mail.html).toContain('<html lang="id">')
  expect(mail.html).toContain('Kamu menerima email ini karena aktivitasmu di Pasar.')
}

/** The English mail's HTML: in English, with this heading and the English footer. */
function expectEnglish(mail: ReceivedMail, heading: string) {
  expect(mail.html).toContain('<html lang="en">')
  expect(mail.html).toContain(heading)
  expect(mail.html).toContain('You get this mail because of your activity on Pasar.')
}

describe('mail in the recipient language', () => {
  let order: TwoStoreOrder

  beforeAll(async () => {
    order = await createTwoStoreOrder(run.app, { paidAt: PAID_AT })
    await choose(order.buyer, 'Budi Santoso', 'id')
    await choose(order.kopiOwner, 'Ayu Lestari', 'id')
    // The other store's owner never chose: English.
  })

  it("writes 'payment received' and 'new order to ship' in Indonesian to those who chose it", async () => {
    const number = `#${order.order.id}`
    await run.notify(notifyOrderPaid, order.order.id)
    expect(await deliver()).toEqual({ sent: 3, failed: 0 })

    const buyer = mailTo(order.buyer.email)
    expect(buyer.subject).toBe(`Pembayaran pesanan ${number} sudah diterima`)
    expect(buyer.text).toBe(
      [
        'Halo Budi Santoso,',
        '',
        `Pembayaran kamu sebesar Rp 240.000 untuk pesanan ${number} sudah kami terima.`,
        '',
        `Pesananmu sedang dikemas. Kopi Nusantara dan ${HOSTILE_STORE} akan mengirimnya paling lambat 12 Mar 2026, 14.05 WIB, dan nomor resinya akan kami kirim lewat email. Toko yang tidak mengirim tepat waktu otomatis dibatalkan dan dananya dikembalikan.`,
        '',
        'Kopi Nusantara:\n- 2 × Kopi Gayo 250 g — Rp 170.000\n- Pengiriman: JNE REG — Rp 18.000',
        '',
        `${HOSTILE_STORE}:\n- 1 × ${HOSTILE_PRODUCT} — Rp 40.000\n- Pengiriman: SiCepat BEST — Rp 12.000`,
        '',
        `Lihat pesanan: http://localhost:3000/dashboard/orders/${order.order.id}`,
        '',
        'Pasar',
        '',
      ].join('\n'),
    )
    expect(buyer.html).toContain('Pembayaran diterima')
    expect(buyer.html).toContain('&#60;script&#62;')
    expect(buyer.html).not.toContain('<script')
    expectIndonesian(buyer)

    const seller = mailTo(order.kopiOwner.email)
    expect(seller.subject).toBe(
      `Pesanan baru ${number} di Kopi Nusantara — kirim sebelum 12 Mar 2026, 14.05 WIB`,
    )
    expect(seller.text).toContain('Halo Ayu Lestari,')
    expect(seller.text).toContain(
      `Budi Santoso sudah membayar pesanan ${number} di Kopi Nusantara: produk senilai Rp 170.000.`,
    )
    expect(seller.text).toContain('Kemas dan kirim dengan JNE REG sebelum 12 Mar 2026, 14.05 WIB')
    expect(seller.text).toContain(
      `Kirim ke:\nSiti Rahma (081234567890)\n${ADDRESS.street}\nKebayoran Baru, Jakarta Selatan\nDKI Jakarta 12160`,
    )
    expect(seller.text).toContain(
      `Buka pesanan toko: http://localhost:3000/dashboard/stores/${order.kopi.slug}/orders`,
    )
    expectIndonesian(seller)

    // The owner who never chose a language gets the English mail, word for word.
    const english = mailTo(order.hostileOwner.email)
    expect(english.subject).toBe(
      `New order ${number} to ship from ${HOSTILE_STORE} by 12 Mar 2026, 14:05 WIB`,
    )
    expect(english.text).toBe(
      [
        'Hello Eve,',
        '',
        `Budi Santoso paid for order ${number} from ${HOSTILE_STORE}: Rp 40.000 in items.`,
        '',
        'Please ship it with SiCepat BEST by 12 Mar 2026, 14:05 WIB and enter the tracking number. If it is not shipped by then, the order is canceled and the buyer refunded automatically.',
        '',
        `${HOSTILE_STORE}:\n- 1 × ${HOSTILE_PRODUCT} — Rp 40.000`,
        '',
        `Ship to:\nSiti Rahma (081234567890)\n${ADDRESS.street}\nKebayoran Baru, Jakarta Selatan\nDKI Jakarta 12160`,
        '',
        `Open your orders: http://localhost:3000/dashboard/stores/${order.hostile.slug}/orders`,
        '',
        'Pasar',
        '',
      ].join('\n'),
    )
    expectEnglish(english, 'New order to ship by 12 Mar 2026, 14:05 WIB')
  })

  it("writes 'shipped' with the tracking number (Nomor resi) in Indonesian", async () => {
    await markShipped(run.app, order.kopiPart.id, 'JNE-0012345678')
    await run.notify(notifyShipped, order.kopiPart.id)
    expect(await deliver()).toEqual({ sent: 1, failed: 0 })

    const mail = mailTo(order.buyer.email)
    expect(mail.subject).toBe(`Pesanan #${order.order.id} sudah dikirim oleh Kopi Nusantara`)
    expect(mail.text).toContain(
      `Kopi Nusantara sudah mengirim barang dari pesanan #${order.order.id} dengan JNE REG.`,
    )
    expect(mail.text).toContain('Nomor resi: JNE-0012345678')
    expect(mail.html).toContain('Nomor resi: <strong>JNE-0012345678</strong>')
    expectIndonesian(mail)
  })

  it("writes 'canceled' with the reason and the refund (Pengembalian dana) in Indonesian", async () => {
    const reason = 'Stok habis'
    await cancelBySeller(run.app, order.order.id, order.hostilePart.id, { reason, amount: 52_000 })
    await run.notify(notifyStoreOrderCanceled, order.hostilePart.id)
    expect(await deliver()).toEqual({ sent: 1, failed: 0 })

    const mail = mailTo(order.buyer.email)
    expect(mail.subject).toBe(
      `Pesanan #${order.order.id}: barang dari ${HOSTILE_STORE} dibatalkan — pengembalian dana Rp 52.000 sedang diproses`,
    )
    expect(mail.text).toContain(
      `${HOSTILE_STORE} membatalkan barangmu di pesanan #${order.order.id}.`,
    )
    expect(mail.text).toContain('Alasan: Stok habis')
    expect(mail.text).toContain('Pengembalian dana sebesar Rp 52.000 sedang kami proses')
    expect(mail.html).toContain('<strong>Alasan:</strong> Stok habis')
    expectIndonesian(mail)
  })

  it('writes every other mail in Indonesian too: placed, canceled unpaid, refunded, hidden', async () => {
    const unpaid = await createTwoStoreOrder(run.app)
    await choose(unpaid.buyer, 'Budi Santoso', 'id')
    await choose(unpaid.hostileOwner, 'Eve Eve Eve', 'id')
    const number = `#${unpaid.order.id}`
    await run.notify(notifyOrderPlaced, unpaid.order.id)
    expect(await deliver()).toEqual({ sent: 1, failed: 0 })
    const placed = mailTo(unpaid.buyer.email)
    expect(placed.subject).toBe(`Pesanan ${number} dibuat — bayar sebelum 12 Mar 2026, 14.05 WIB`)
    expect(placed.text).toContain(
      'Subtotal produk: Rp 210.000\nOngkos kirim: Rp 30.000\nTotal: Rp 240.000',
    )
    expectIndonesian(placed)

    run.sink.received.length = 0
    await run.app.db.update(orders).set({ status: 'EXPIRED' }).where(eq(orders.id, unpaid.order.id))
    for (const part of [unpaid.kopiPart, unpaid.hostilePart])
      await updateStoreOrder(run.app, part.id, { status: 'CANCELED', canceledBy: 'SYSTEM' })
    await run.notify(notifyOrderCanceled, unpaid.order.id)
    const refundId = await refundLatePayment(run.app, unpaid.order.id, 'DONE')
    await run.notify(notifyLatePaymentRefunded, refundId)
    await run.app.db.transaction(async (tx) => {
      // As the operator console reads the owner: with the language they chose (ADR 0999).
      const [owner] = await peopleByIds(tx, [unpaid.hostileOwner.id])
      if (!owner) throw new Error('no owner')
      await mailHiddenByPasar(tx, links, {
        owner,
        store: { name: unpaid.hostile.name, slug: unpaid.hostile.slug },
        target: { kind: 'product', id: 1, name: 'Teh Tarik' },
        hidden: true,
        reason: 'Produk palsu',
        actionKey: `languages-${unpaid.order.id}`,
      })
    })
    expect(await deliver()).toEqual({ sent: 3, failed: 0 })

    // Delivered in any order: each is found by its subject.
    const buyerMails = run.sink.received.filter((mail) => mail.rcptTo.includes(unpaid.buyer.email))
    const canceledSubject = `Pesanan ${number} dibatalkan`
    const refundedSubject = `Pembayaran untuk pesanan ${number} sudah dikembalikan`
    expect(buyerMails.map((mail) => mail.subject).sort()).toEqual(
      [canceledSubject, refundedSubject].sort(),
    )
    const bySubject = (subject: string) => buyerMails.find((mail) => mail.subject === subject)
    expect(bySubject(canceledSubject)?.text).toContain(`Kami membatalkan pesanan ${number}.`)
    expect(bySubject(refundedSubject)?.text).toContain(
      `Pembayaran kamu sebesar Rp 240.000 untuk pesanan ${number} masuk setelah pesanan kedaluwarsa`,
    )
    buyerMails.forEach(expectIndonesian)

    const hidden = mailTo(unpaid.hostileOwner.email)
    expect(hidden.subject).toBe('Disembunyikan oleh Pasar: Teh Tarik')
    expect(hidden.text).toContain(`Pasar menyembunyikan produkmu 'Teh Tarik' di ${HOSTILE_STORE}`)
    expect(hidden.text).toContain('Alasan: Produk palsu')
    expectIndonesian(hidden)
  })

  it("keeps the English mail word for word for a user who chose 'en'", async () => {
    const paid = await createTwoStoreOrder(run.app, { paidAt: PAID_AT })
    await choose(paid.buyer, 'Budi Santoso', 'en')
    const number = `#${paid.order.id}`
    await run.notify(notifyOrderPaid, paid.order.id)
    expect(await deliver()).toEqual({ sent: 3, failed: 0 })

    const mail = mailTo(paid.buyer.email)
    expect(mail.subject).toBe(`Payment received for order ${number}`)
    expect(mail.text).toBe(
      [
        'Hello Budi Santoso,',
        '',
        `We received your payment of Rp 240.000 for order ${number}.`,
        '',
        `Kopi Nusantara and ${HOSTILE_STORE} will ship your items by 12 Mar 2026, 14:05 WIB; we will mail you the tracking number. A store that does not ship in time is canceled and refunded automatically.`,
        '',
        'Kopi Nusantara:\n- 2 × Kopi Gayo 250 g — Rp 170.000\n- Shipping: JNE REG — Rp 18.000',
        '',
        `${HOSTILE_STORE}:\n- 1 × ${HOSTILE_PRODUCT} — Rp 40.000\n- Shipping: SiCepat BEST — Rp 12.000`,
        '',
        `View your order: http://localhost:3000/dashboard/orders/${paid.order.id}`,
        '',
        'Pasar',
        '',
      ].join('\n'),
    )
    expectEnglish(mail, 'Payment received')
  })
})

describe("a system cancel reason in the recipient's language (docs/decisions/1011)", () => {
  it('is written from its code: in Indonesian for an Indonesian buyer, in English otherwise', async () => {
    for (const [language, line] of [
      ['id', 'Alasan: Penjual tidak mengirim pesanan tepat waktu.'],
      ['en', 'Reason: The seller did not ship in time.'],
    ] as const) {
      const placed = await createTwoStoreOrder(run.app)
      await choose(placed.buyer, 'Budi Santoso', language)
      await updateStoreOrder(run.app, placed.kopiPart.id, {
        status: 'CANCELED',
        canceledAt: new Date(),
        canceledBy: 'SYSTEM',
        cancelReason: 'The seller did not ship in time.',
        cancelCode: { code: 'cancel.SHIP_BY_PASSED', values: {} },
      })
      run.sink.received.length = 0
      await run.notify(notifyStoreOrderCanceled, placed.kopiPart.id)
      expect(await deliver()).toEqual({ sent: 1, failed: 0 })
      const mail = mailTo(placed.buyer.email)
      expect(mail.text).toContain(line)
      if (language === 'id') expectIndonesian(mail)
    }
  })
})
