import { describe, expect, it } from 'vitest'
import {
  createProductSchema,
  searchQuerySchema,
  updateProductFormSchema,
  updateProductSchema,
} from './catalog.ts'
import { addToCartSchema, updateCartItemSchema } from './cart.ts'
import { createOrderSchema, orderListQuery } from './order.ts'
import { createStoreSchema } from './store.ts'

const fields = {
  name: 'Batik Tulis Solo',
  category: 'fashion',
  description: 'Hand-drawn batik cloth.',
  price: '250000',
  stock: '5',
}
const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

describe('createProductSchema (the form and the multipart fields, all text)', () => {
  it('reads price and stock as decimal whole numbers', () => {
    expect(createProductSchema.parse({ ...fields, price: ' 1000 ' })).toMatchObject({
      price: 1000,
      stock: 5,
    })
  })

  it.each([
    ['price', '', 'Price must be filled'],
    ['price', '0x10', 'Price must be a whole number'],
    ['price', '1e6', 'Price must be a whole number'],
    ['price', '999', 'Price must be greater than or equal to Rp 1.000'],
    ['price', '100000001', 'Price must be lower than or equal to Rp 100.000.000'],
    ['stock', '2.5', 'Stock must be a whole number'],
    ['stock', '0', 'Stock must be greater than or equal to 1'],
    ['name', 'Ba', 'Name must contain at least 3 character(s)'],
    ['name', 'Batik\u0000Tulis', 'Name must not contain control characters'],
    ['description', 'Too short', 'Description must contain at least 10 character(s)'],
  ])('refuses %s %j with %j', (field, value, message) => {
    expect(firstMessage(createProductSchema.safeParse({ ...fields, [field]: value }))).toBe(message)
  })

  it('keeps line breaks in a description and counts an empty one as none', () => {
    expect(
      createProductSchema.parse({ ...fields, description: 'Line one\nline two' }),
    ).toMatchObject({ description: 'Line one\nline two' })
    expect(createProductSchema.parse({ ...fields, description: '' }).description).toBe('')
  })
})

describe('updateProductSchema (a JSON body)', () => {
  it('takes JSON numbers; stock 0 marks a product sold out', () => {
    expect(updateProductSchema.parse({ price: 5000, stock: 0 })).toEqual({ price: 5000, stock: 0 })
  })

  it.each([
    ['price', '5000', 'Price must be a number'],
    ['price', [5000], 'Price must be a number'],
    ['stock', true, 'Stock must be a number'],
    ['stock', 1.5, 'Stock must be a whole number'],
  ])('refuses %s %j', (field, value, message) => {
    expect(firstMessage(updateProductSchema.safeParse({ [field]: value }))).toBe(message)
  })

  it('the edit form reads the same fields from text', () => {
    expect(updateProductFormSchema.parse({ price: '5000', stock: '0' })).toEqual({
      price: 5000,
      stock: 0,
    })
    expect(firstMessage(updateProductFormSchema.safeParse({ stock: '1e2' }))).toBe(
      'Stock must be a whole number',
    )
  })
})

describe('cart, order, store and search input', () => {
  it('adds one of a product unless a quantity is given', () => {
    expect(addToCartSchema.parse({ productId: 3 })).toEqual({ productId: 3, quantity: 1 })
  })

  it.each([
    [[2], 'Expected number, received array'],
    [true, 'Expected number, received boolean'],
    ['2', 'Expected number, received string'],
    [0, 'Quantity must be at least 1'],
    [2.5, 'Quantity must be a whole number'],
    [1_000_001, 'Quantity must be at most 1000000'],
  ])('refuses the quantity %j', (quantity, message) => {
    expect(firstMessage(updateCartItemSchema.safeParse({ productId: 3, quantity }))).toBe(message)
  })

  it('orders to an address with one shipping choice per store, selected products optional', () => {
    const shipping = [{ storeId: 4, courierCode: 'jne', serviceCode: 'REG' }]
    expect(createOrderSchema.parse({ addressId: 1, shipping, productIds: [1, 2] })).toEqual({
      addressId: 1,
      shipping,
      productIds: [1, 2],
    })
    expect(createOrderSchema.parse({ addressId: 1, shipping })).toEqual({ addressId: 1, shipping })
    expect(
      firstMessage(createOrderSchema.safeParse({ addressId: 1, shipping, productIds: [] })),
    ).toBe('Select at least one product')
    expect(createOrderSchema.safeParse({ addressId: 1, shipping, productIds: ['1'] }).success).toBe(
      false,
    )
    expect(
      firstMessage(
        createOrderSchema.safeParse({ addressId: 1, shipping: [...shipping, ...shipping] }),
      ),
    ).toBe('Choose one shipping option per store')
    // The browser never sends a price: an unknown field is refused, not ignored.
    const priced = [{ ...shipping[0], price: 1 }]
    expect(createOrderSchema.safeParse({ addressId: 1, shipping: priced }).success).toBe(false)
    expect(createOrderSchema.safeParse({ addressId: 1, shipping, total: 1 }).success).toBe(false)
  })

  it('filters orders by known statuses only', () => {
    expect(orderListQuery.parse({ status: 'paid, Pending,paid' })).toMatchObject({
      status: ['paid', 'pending'],
      page: 1,
      limit: 10,
    })
    expect(firstMessage(orderListQuery.safeParse({ status: 'refunded' }))).toBe(
      'Status must be one of paid, pending, canceled',
    )
  })

  it('trims a store and defaults its description', () => {
    expect(createStoreSchema.parse({ name: '  Toko Batik  ' })).toEqual({
      name: 'Toko Batik',
      description: '',
    })
    expect(firstMessage(createStoreSchema.safeParse({ name: 'Toko\u0000' }))).toBe(
      'Name must not contain control characters',
    )
  })

  it('refuses an empty search or one with a control character', () => {
    expect(searchQuerySchema.parse({ query: ' batik ' })).toEqual({ query: 'batik' })
    expect(searchQuerySchema.safeParse({ query: '   ' }).success).toBe(false)
    expect(searchQuerySchema.safeParse({ query: 'bat\u0000ik' }).success).toBe(false)
  })
})
