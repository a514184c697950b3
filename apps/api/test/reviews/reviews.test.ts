import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { reviews, storeOrders } from '../../src/db/schema/index.ts'
import { setupListeningApp } from '../helpers/app.ts'
import { createUser } from '../helpers/builders.ts'
import { createShop } from '../fulfilment/fixtures.ts'
import { filesUnder as allFiles } from '../stores/support.ts'
import {
  catalogueVersion,
  completedLine,
  image,
  postReview,
  productUuid,
  lineReview,
  reviewForm,
  tallies,
} from './support.ts'
import { getOrder } from '../orders/shop.ts'

const { app, dataDir } = await setupListeningApp({ REVIEW_WINDOW: '30d' })

/** The stored images (the mail twin writes files there too). */
const filesUnder = (dir: string) => allFiles(dir).filter((file) => file.endsWith('.webp'))

const reviewCount = async () => (await app.db.select({ n: count() }).from(reviews))[0]?.n ?? 0

describe('POST /api/v1/reviews', () => {
  it('reviews a completed line with a photo; the tallies, the order view and the catalogue move', async () => {
    const line = await completedLine(app)
    const before = await getOrder(app, line.buyer, line.orderId)
    const part = before.json().data.storeOrders[0]
    expect(part.orderItems[0].review).toBeNull()
    expect(Date.parse(part.reviewDeadline) - Date.parse(part.completedAt)).toBe(30 * 86_400_000)
    const version = await catalogueVersion(app)
    const files = filesUnder(dataDir).length

    const res = await postReview(
      app,
      line.buyer,
      lineReview(line, { rating: '4', comment: 'Rapi, cepat.' }, [
        { bytes: await image('jpeg'), type: 'image/jpeg', name: 'a.jpg' },
      ]),
    )
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      rating: 4,
      comment: 'Rapi, cepat.',
      images: [expect.stringMatching(/^\/uploads\/products\/[0-9a-f]+\/1024\.webp$/)],
      author: { name: 'B***o' },
      variantLabel: null,
      createdAt: expect.any(String),
      reply: null,
    })
    // The photo went through the image pipeline: re-encoded WebP at every width.
    expect(filesUnder(dataDir).length - files).toBe(3)
    const served = await app.inject({ url: res.json().data.images[0] })
    expect(served.headers['content-type']).toBe('image/webp')

    expect(await tallies(app, line.shop)).toEqual({
      product: { count: 1, total: 4 },
      store: { count: 1, total: 4 },
    })
    expect(await catalogueVersion(app)).toBeGreaterThan(version)

    const after = await getOrder(app, line.buyer, line.orderId)
    expect(after.json().data.storeOrders[0].orderItems[0].review).toEqual({
      id: res.json().data.id,
      rating: 4,
    })
  })

  it('refuses a rating outside 1–5, a long comment and too many photos with 400, changing nothing', async () => {
    const line = await completedLine(app)
    const id = String(line.orderItemId)
    const before = await reviewCount()
    const files = filesUnder(dataDir).length
    for (const rating of ['0', '6', '4.5', 'abc', '']) {
      const res = await postReview(app, line.buyer, reviewForm({ orderItemId: id, rating }))
      expect(res.statusCode, rating).toBe(400)
      expect(res.json().message).toBeTruthy()
    }
    const missing = await postReview(app, line.buyer, reviewForm({ orderItemId: id }))
    expect(missing.statusCode).toBe(400)
    const long = await postReview(
      app,
      line.buyer,
      reviewForm({ orderItemId: id, rating: '5', comment: 'a'.repeat(2001) }),
    )
    expect(long.statusCode).toBe(400)
    expect(long.json().message).toBe('Comment must be at most 2000 characters')
    const photo = { bytes: await image('png') }
    const four = await postReview(
      app,
      line.buyer,
      reviewForm({ orderItemId: id, rating: '5' }, [photo, photo, photo, photo]),
    )
    expect(four.statusCode).toBe(400)
    expect(four.json().message).toBe('A review takes at most 3 photos')
    expect(await reviewCount()).toBe(before)
    expect(filesUnder(dataDir).length).toBe(files)
    expect(await tallies(app, line.shop)).toEqual({
      product: { count: 0, total: 0 },
      store: { count: 0, total: 0 },
    })
    // 2000 characters exactly is fine.
    const ok = await postReview(
      app,
      line.buyer,
      reviewForm({ orderItemId: id, rating: '5', comment: 'é'.repeat(2000) }),
    )
    expect(ok.statusCode, ok.body).toBe(201)
  })

  it('refuses a photo that is not an image with 415, storing nothing', async () => {
    const line = await completedLine(app)
    const files = filesUnder(dataDir).length
    const res = await postReview(
      app,
      line.buyer,
      lineReview(line, { rating: '5' }, [
        { bytes: await image('png') },
        { bytes: Buffer.from('#!/bin/sh\necho hi\n'), name: 'photo.png', type: 'image/png' },
      ]),
    )
    expect(res.statusCode).toBe(415)
    expect(filesUnder(dataDir).length).toBe(files)
    expect(await tallies(app, line.shop)).toMatchObject({ product: { count: 0 } })
  })

  it("refuses someone else's order line with 403 and an unknown one with 404", async () => {
    const line = await completedLine(app)
    const stranger = await createUser(app)
    const res = await postReview(app, stranger, lineReview(line, { rating: '5' }))
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe('This order item is not yours.')
    const seller = await postReview(app, line.shop.seller, lineReview(line, { rating: '1' }))
    expect(seller.statusCode).toBe(403)
    const unknown = await postReview(
      app,
      line.buyer,
      reviewForm({ orderItemId: '2147483000', rating: '5' }),
    )
    expect(unknown.statusCode).toBe(404)
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/v1/reviews',
      payload: lineReview(line, { rating: '5' }),
    })
    expect(anonymous.statusCode).toBe(401)
    expect(await tallies(app, line.shop)).toMatchObject({ product: { count: 0 } })
  })

  it('refuses a line not completed yet, one reviewed already and one past the window with 409', async () => {
    const open = await completedLine(app, undefined, undefined, false)
    const notYet = await postReview(app, open.buyer, lineReview(open, { rating: '5' }))
    expect(notYet.statusCode).toBe(409)
    expect(notYet.json().message).toBe('Only an item of a completed order can be reviewed.')
    const detail = await getOrder(app, open.buyer, open.orderId)
    expect(detail.json().data.storeOrders[0].reviewDeadline).toBeNull()

    const line = await completedLine(app)
    const form = () => lineReview(line, { rating: '3' })
    expect((await postReview(app, line.buyer, form())).statusCode).toBe(201)
    const twice = await postReview(app, line.buyer, form())
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toBe('This item has already been reviewed.')

    const late = await completedLine(app)
    await app.db
      .update(storeOrders)
      .set({ completedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(storeOrders.id, late.storeOrderId))
    const tooLate = await postReview(app, late.buyer, lineReview(late, { rating: '5' }))
    expect(tooLate.statusCode).toBe(409)
    expect(tooLate.json().message).toBe('The time to review this order has ended.')
    expect(await tallies(app, line.shop)).toEqual({
      product: { count: 1, total: 3 },
      store: { count: 1, total: 3 },
    })
  })

  it('takes one of two reviews of the same line sent at once, counting it once', async () => {
    const line = await completedLine(app)
    const photo = await image('png')
    const send = (rating: string) =>
      postReview(app, line.buyer, lineReview(line, { rating }, [{ bytes: photo }]))
    const files = filesUnder(dataDir).length
    const answers = await Promise.all([send('5'), send('2')])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409])
    const won = answers.find((a) => a.statusCode === 201)?.json().data
    expect(await tallies(app, line.shop)).toEqual({
      product: { count: 1, total: won.rating },
      store: { count: 1, total: won.rating },
    })
    // The loser's photo was deleted again: only the winner's 3 widths stay.
    expect(filesUnder(dataDir).length - files).toBe(3)
  })
})

describe('GET /api/v1/products/{uuid}/reviews', () => {
  it('pages the reviews newest first with the summary and filters by stars and photos', async () => {
    const shop = await createShop(app, 30_000, 50)
    const uuid = await productUuid(app, shop)
    const empty = await app.inject({ url: `/api/v1/products/${uuid}/reviews` })
    expect(empty.statusCode).toBe(200)
    expect(empty.json()).toEqual({
      data: [],
      pagination: { currentPage: 1, hasNextPage: false, totalPages: 0, totalItems: 0 },
      summary: { average: 0, count: 0, stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, withPhotos: 0 },
    })
    const ratings = [5, 5, 4, 1]
    for (const [i, rating] of ratings.entries()) {
      const buyer = await createUser(app, { name: i === 0 ? 'A' : 'Siti' })
      const line = await completedLine(app, shop, buyer)
      const files = i === 1 ? [{ bytes: await image('webp'), type: 'image/webp' }] : []
      const res = await postReview(app, buyer, lineReview(line, { rating: String(rating) }, files))
      expect(res.statusCode, res.body).toBe(201)
    }
    const page = await app.inject({ url: `/api/v1/products/${uuid}/reviews?limit=3` })
    expect(page.statusCode).toBe(200)
    const body = page.json()
    expect(body.summary).toEqual({
      average: 3.8,
      count: 4,
      stars: { 1: 1, 2: 0, 3: 0, 4: 1, 5: 2 },
      withPhotos: 1,
    })
    expect(body.data.map((r: { rating: number }) => r.rating)).toEqual([1, 4, 5])
    expect(body.data[0].author).toEqual({ name: 'S***i' })
    expect(body.pagination).toEqual({
      currentPage: 1,
      hasNextPage: true,
      totalPages: 2,
      totalItems: 4,
    })
    const second = await app.inject({ url: `/api/v1/products/${uuid}/reviews?limit=3&page=2` })
    expect(second.json().data).toHaveLength(1)
    expect(second.json().data[0].author).toEqual({ name: 'A***' })

    const fives = await app.inject({ url: `/api/v1/products/${uuid}/reviews?rating=5` })
    expect(fives.json().data.map((r: { rating: number }) => r.rating)).toEqual([5, 5])
    expect(fives.json().summary.count).toBe(4)
    const photos = await app.inject({ url: `/api/v1/products/${uuid}/reviews?withPhotos=true` })
    expect(photos.json().data).toHaveLength(1)
    expect(photos.json().data[0].images).toHaveLength(1)

    expect(await tallies(app, shop)).toEqual({
      product: { count: 4, total: 15 },
      store: { count: 4, total: 15 },
    })
  })

  it('answers 400 for a bad filter and 404 for an unknown product', async () => {
    const shop = await createShop(app)
    const uuid = await productUuid(app, shop)
    for (const query of ['rating=6', 'rating=0', 'rating=x', 'withPhotos=yes', 'page=0']) {
      const res = await app.inject({ url: `/api/v1/products/${uuid}/reviews?${query}` })
      expect(res.statusCode, query).toBe(400)
    }
    const unknown = await app.inject({
      url: '/api/v1/products/00000000-0000-4000-8000-000000000000/reviews',
    })
    expect(unknown.statusCode).toBe(404)
  })
})

describe('the seller replies', () => {
  async function reviewed(rating = '4') {
    const line = await completedLine(app)
    const res = await postReview(app, line.buyer, lineReview(line, { rating }))
    expect(res.statusCode).toBe(201)
    return { ...line, reviewId: res.json().data.id as number }
  }
  const reply = (
    slug: string,
    id: number,
    auth: { authorization: string },
    text = 'Terima kasih!',
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/stores/${slug}/reviews/${id}/reply`,
      headers: auth,
      payload: { text },
    })

  it('replies once; the reply shows on the product page; a second reply is a 409', async () => {
    const r = await reviewed()
    const res = await reply(r.shop.store.slug, r.reviewId, r.shop.seller.auth)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      id: r.reviewId,
      reply: { text: 'Terima kasih!', createdAt: expect.any(String) },
      product: { uuid: await productUuid(app, r.shop), name: expect.any(String) },
    })
    const page = await app.inject({
      url: `/api/v1/products/${await productUuid(app, r.shop)}/reviews`,
    })
    expect(page.json().data[0].reply).toEqual({
      text: 'Terima kasih!',
      createdAt: expect.any(String),
    })
    const again = await reply(r.shop.store.slug, r.reviewId, r.shop.seller.auth, 'Again')
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('This review already has a reply.')
  })

  it("refuses someone else's reply (403), another store's review (404) and an empty one (400)", async () => {
    const r = await reviewed()
    const other = await reviewed()
    expect((await reply(r.shop.store.slug, r.reviewId, r.buyer.auth)).statusCode).toBe(403)
    expect((await reply(r.shop.store.slug, other.reviewId, r.shop.seller.auth)).statusCode).toBe(
      404,
    )
    expect((await reply(r.shop.store.slug, 2147483000, r.shop.seller.auth)).statusCode).toBe(404)
    expect((await reply(r.shop.store.slug, r.reviewId, r.shop.seller.auth, '  ')).statusCode).toBe(
      400,
    )
    const extra = await app.inject({
      method: 'POST',
      url: `/api/v1/stores/${r.shop.store.slug}/reviews/${r.reviewId}/reply`,
      headers: r.shop.seller.auth,
      payload: { text: 'Hi', rating: 5 },
    })
    expect(extra.statusCode).toBe(400)
    const page = await app.inject({
      url: `/api/v1/products/${await productUuid(app, r.shop)}/reviews`,
    })
    expect(page.json().data[0].reply).toBeNull()
  })

  it('takes one of two replies sent at once', async () => {
    const r = await reviewed()
    const answers = await Promise.all([
      reply(r.shop.store.slug, r.reviewId, r.shop.seller.auth, 'One'),
      reply(r.shop.store.slug, r.reviewId, r.shop.seller.auth, 'Two'),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
  })

  it("lists the store's reviews to its owner, unreplied first", async () => {
    const shop = await createShop(app, 20_000, 50)
    const ids: number[] = []
    for (const rating of ['5', '2', '4']) {
      const line = await completedLine(app, shop)
      const res = await postReview(
        app,
        line.buyer,
        lineReview(line, { rating, comment: `Rated ${rating}` }),
      )
      ids.push(res.json().data.id)
    }
    expect((await reply(shop.store.slug, ids[2] as number, shop.seller.auth)).statusCode).toBe(200)
    const list = await app.inject({
      url: `/api/v1/stores/${shop.store.slug}/reviews`,
      headers: shop.seller.auth,
    })
    expect(list.statusCode, list.body).toBe(200)
    expect(list.json().data.map((r: { id: number }) => r.id)).toEqual([ids[1], ids[0], ids[2]])
    expect(list.json().unreplied).toBe(2)
    expect(list.json().data[0].product.uuid).toBe(await productUuid(app, shop))
    const open = await app.inject({
      url: `/api/v1/stores/${shop.store.slug}/reviews?replied=false`,
      headers: shop.seller.auth,
    })
    expect(open.json().data).toHaveLength(2)
    const stranger = await createUser(app)
    const denied = await app.inject({
      url: `/api/v1/stores/${shop.store.slug}/reviews`,
      headers: stranger.auth,
    })
    expect(denied.statusCode).toBe(403)
  })
})
