import { addressSchema, storeSchema, type Product } from '@pasar/shared'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { placeAreas } from '../../src/modules/areas/service.ts'
import { seedDemoIfEmpty } from '../../src/seed/demo.ts'
import { DEMO_ACCOUNTS } from '../../src/seed/demo-accounts.ts'
import { DEMO_ADDRESS_BOOKS, DEMO_STORE_ORIGINS } from '../../src/seed/demo-addresses.ts'
import { signIn } from '../auth/helpers.ts'
import { setupTestApp } from '../helpers/app.ts'

const { app } = await setupTestApp()

describe('demo data for shipping', { timeout: 120_000 }, () => {
  it('every demo place lies in areas of the list, named as the list names them', async () => {
    const places = [
      ...Object.values(DEMO_STORE_ORIGINS),
      ...Object.values(DEMO_ADDRESS_BOOKS).flat(),
    ]
    for (const place of places) {
      const { provinceCode, cityCode, districtCode, villageCode } = place
      const area = await placeAreas({ provinceCode, cityCode, districtCode, villageCode })
      expect(place).toMatchObject(area)
    }
  })

  it('every demo store has an origin, every account 1–2 addresses with one default', async () => {
    expect(await seedDemoIfEmpty(app.db, app.storage)).toBe(true)
    const cities: string[] = []
    for (const account of DEMO_ACCOUNTS) {
      const auth = await signIn(app, account)
      const book = z
        .array(addressSchema)
        .parse((await app.inject({ url: '/api/v1/addresses', headers: auth })).json().data)
      expect(book.length).toBeGreaterThanOrEqual(1)
      expect(book.length).toBeLessThanOrEqual(2)
      expect(book.filter((a) => a.isDefault)).toHaveLength(1)
      for (const address of book) {
        expect(address.phone).toMatch(/^\+628[0-9]{7,12}$/)
        expect(address.postalCode).toMatch(/^[0-9]{5}$/)
      }
      const stores = z
        .array(storeSchema)
        .parse((await app.inject({ url: '/api/v1/stores/user', headers: auth })).json().data)
      for (const store of stores) {
        expect(store.address?.postalCode).toMatch(/^[0-9]{5}$/)
        cities.push(store.address?.city ?? '')
      }
    }
    expect(cities).toHaveLength(3)
    expect(new Set(cities).size).toBe(3)
  })

  it('gives the demo products weights by what they are', async () => {
    const res = await app.inject({ url: '/api/v1/products?limit=100' })
    const products = res.json<{ data: Product[] }>().data
    expect(products.length).toBeGreaterThanOrEqual(60)
    for (const product of products) {
      expect(product.weight).toBeGreaterThanOrEqual(1)
      expect(product.weight).toBeLessThanOrEqual(50_000)
    }
    expect(new Set(products.map((p) => p.weight)).size).toBeGreaterThan(10)
  })
})
