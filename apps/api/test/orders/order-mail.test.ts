import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mailOutbox } from '../../src/db/schema/index.ts'
import { payAtTwin, sellerCancelStoreOrder, shipStoreOrder } from '../fulfilment/fixtures.ts'
import { setupListeningApp } from '../helpers/app.ts'
import { createProduct, createStore, createUser } from '../helpers/builders.ts'
import { checkout } from '../helpers/checkout.ts'
import { addToCart, cancelOrder } from './shop.ts'

// The order loop's mail (docs/product.md#mail) is written to the outbox in the same transaction
// as each event; what the outbox holds is what goes out.
const { app } = await setupListeningApp()

const mailTo = async (email: string) =>
  (
    await app.db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(asc(mailOutbox.id))
  ).map((mail) => mail.kind)

async function sellerOf(name: string) {
  const seller = await createUser(app)
  const store = await createStore(app, seller.id, { name })
  const product = await createProduct(app, store.id, { price: 40_000, stock: 5 })
  return { seller, store, product }
}

describe('order loop mail', () => {
  it('tells the buyer and each seller of every step, once each', async () => {
    const buyer = await createUser(app)
    const [lampu, kopi] = await Promise.all([sellerOf('Toko Lampu'), sellerOf('Kopi Kita')])
    await addToCart(app, buyer, lampu.product.id)
    await addToCart(app, buyer, kopi.product.id)
    const placed = await checkout(app, buyer)
    expect(placed.statusCode, placed.body).toBe(201)
    const { token, data: order } = placed.json()
    expect(await mailTo(buyer.email)).toEqual(['order-placed'])

    // The twin's notification has been answered when the pay page returns.
    await payAtTwin(app)('', token)
    expect(await mailTo(buyer.email)).toEqual(['order-placed', 'payment-received'])
    expect(await mailTo(lampu.seller.email)).toEqual(['new-order-to-ship'])
    expect(await mailTo(kopi.seller.email)).toEqual(['new-order-to-ship'])

    const part = (slug: string) =>
      order.storeOrders.find((p: { store: { slug: string } }) => p.store.slug === slug).id
    const shipped = await shipStoreOrder(app, lampu, part(lampu.store.slug), 'jne-0012345')
    expect(shipped.statusCode, shipped.body).toBe(200)
    const canceled = await sellerCancelStoreOrder(
      app,
      kopi,
      part(kopi.store.slug),
      'Stok habis di gudang.',
    )
    expect(canceled.statusCode, canceled.body).toBe(200)
    expect(await mailTo(buyer.email)).toEqual([
      'order-placed',
      'payment-received',
      'shipped',
      'canceled',
    ])
    const [shippedMail, canceledMail] = await app.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, buyer.email))
      .orderBy(asc(mailOutbox.id))
      .offset(2)
    expect(shippedMail?.text).toContain('JNE-0012345')
    // The jobs are off in tests: the request that enqueued a mail sends it right after.
    await expect
      .poll(async () => {
        const rows = await app.db
          .select({ sentAt: mailOutbox.sentAt })
          .from(mailOutbox)
          .where(eq(mailOutbox.to, buyer.email))
        return rows.every((row) => row.sentAt !== null)
      })
      .toBe(true)
    expect(canceledMail?.text).toContain('Stok habis di gudang.')
    expect(canceledMail?.text).toContain('Rp')
  })

  it("tells the buyer in 'order placed' what checkout wrote: each store's lines, shipping and total", async () => {
    const buyer = await createUser(app, { name: 'Dewi Lestari' })
    const [lampu, kopi] = await Promise.all([sellerOf('Toko Lampu'), sellerOf('Kopi Kita')])
    await addToCart(app, buyer, lampu.product.id, 2)
    await addToCart(app, buyer, kopi.product.id)
    const placed = await checkout(app, buyer)
    expect(placed.statusCode, placed.body).toBe(201)
    const order = placed.json().data
    const [mail] = await app.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, buyer.email))
    const rupiah = (amount: number) => `Rp ${amount.toLocaleString('id-ID')}`
    expect(mail?.subject).toContain(`Order #${order.id} placed`)
    expect(mail?.text).toContain('Hello Dewi Lestari,')
    for (const part of order.storeOrders) {
      const [line] = part.orderItems
      expect(mail?.text).toContain(
        `${part.store.name}:\n- ${line.quantity} × ${line.productName} — ${rupiah(line.price * line.quantity)}\n- Shipping: ${part.shipping.courierName} ${part.shipping.serviceName} — ${rupiah(part.shipping.price)}`,
      )
    }
    expect(mail?.text).toContain(`Total: ${rupiah(order.totalPrice)}`)
  })

  it('tells the buyer when an unpaid order is canceled', async () => {
    const buyer = await createUser(app)
    const { product } = await sellerOf('Toko Batik')
    await addToCart(app, buyer, product.id)
    const placed = await checkout(app, buyer)
    const canceled = await cancelOrder(app, buyer, placed.json().data.id)
    expect(canceled.statusCode, canceled.body).toBe(200)
    expect(await mailTo(buyer.email)).toEqual(['order-placed', 'canceled'])
  })
})
