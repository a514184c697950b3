import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderItems } from '../../src/db/schema/index.ts'
import { setupListeningApp } from '../helpers/app.ts'
import { completedLine, lineReview, postReview, productUuid } from '../reviews/support.ts'

// Reviews show the variant bought (docs/decisions/1015-variants.md), from the review's order line.
const { app } = await setupListeningApp({ REVIEW_WINDOW: '30d' })

describe('a review of a variant', () => {
  it('answers the variant label of its order line, on the product page and in the store list', async () => {
    const line = await completedLine(app)
    await app.db
      .update(orderItems)
      .set({ variantLabel: 'Merah / XL' })
      .where(eq(orderItems.id, line.orderItemId))
    const res = await postReview(
      app,
      line.buyer,
      lineReview(line, { rating: '5', comment: 'Pas.' }),
    )
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().data.variantLabel).toBe('Merah / XL')

    const page = await app.inject({
      url: `/api/v1/products/${await productUuid(app, line.shop)}/reviews`,
    })
    expect(page.json().data.map((review: { variantLabel: string }) => review.variantLabel)).toEqual(
      ['Merah / XL'],
    )
    const inbox = await app.inject({
      url: `/api/v1/stores/${line.shop.store.slug}/reviews`,
      headers: line.shop.seller.auth,
    })
    expect(inbox.statusCode, inbox.body).toBe(200)
    expect(inbox.json().data[0]).toMatchObject({
      variantLabel: 'Merah / XL',
      product: { name: expect.any(String) },
    })
  })
})
