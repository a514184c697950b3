import type { AddressInfo } from 'node:net'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { localShippingWaybills } from '../../src/db/schema/index.ts'
import { biteshipProvider } from '../../src/providers/shipping/biteship/client.ts'
import { localShippingKey } from '../../src/providers/shipping/local/index.ts'
import {
  ShippingKeyRefused,
  ShippingRefused,
  type ParcelItem,
} from '../../src/providers/shipping/port.ts'
import { setupListeningApp } from '../helpers/app.ts'

// No SHIPPING_API_KEY: the app runs the local twin. The Biteship adapter reaches it over real HTTP.
const { app, config } = await setupListeningApp()
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
const apiKey = localShippingKey(config.jwtSecret ?? '')
const biteship = biteshipProvider({ apiUrl: `${base}/local/biteship`, apiKey })

const ALL = ['jne', 'jnt', 'sicepat', 'anteraja', 'pos']
const JAKARTA = '10110'
const oneKilo: ParcelItem[] = [{ name: 'Batik shirt', value: 150_000, weight: 1000, quantity: 1 }]
const quote = (destinationPostalCode: string, items = oneKilo, couriers = ALL) =>
  biteship.quoteRates({ originPostalCode: JAKARTA, destinationPostalCode, couriers, items })
const priceOf = (options: Awaited<ReturnType<typeof quote>>, courier: string, service: string) =>
  options.find((o) => o.courierCode === courier && o.serviceCode === service)?.price

describe('local Biteship twin: courier rates over HTTP', () => {
  it('answers every courier and service, cheapest first, in whole rupiah with an ETD', async () => {
    const options = await quote('40115') // Bandung
    expect(options.map((o) => `${o.courierCode}/${o.serviceCode}`).sort()).toEqual([
      'anteraja/reg',
      'jne/reg',
      'jne/yes',
      'jnt/ez',
      'pos/kilat',
      'sicepat/best',
      'sicepat/reg',
    ])
    const prices = options.map((o) => o.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    for (const option of options) {
      expect(Number.isInteger(option.price) && option.price > 0).toBe(true)
      expect(option.etd).toMatch(/^\d+(-\d+)? days?$/)
      expect(option.courierName.length).toBeGreaterThan(1)
    }
    expect(options.find((o) => o.serviceCode === 'yes')).toMatchObject({
      courierName: 'JNE',
      serviceName: 'Yakin Esok Sampai',
      etd: '1 day',
    })
  })

  it('prices by distance: same town < Bandung < Surabaya < Makassar < Papua', async () => {
    const jneReg = await Promise.all(
      ['10130', '40115', '60111', '90111', '99111'].map(async (code) =>
        priceOf(await quote(code), 'jne', 'reg'),
      ),
    )
    expect(jneReg).toEqual([9_500, 11_000, 18_500, 28_500, 61_500])
    const [nearby, far] = await Promise.all([quote('10130'), quote('99111')])
    expect(nearby.find((o) => o.courierCode === 'jne' && o.serviceCode === 'reg')?.etd).toBe(
      '1-2 days',
    )
    expect(far.find((o) => o.courierCode === 'jne' && o.serviceCode === 'reg')?.etd).toBe(
      '5-8 days',
    )
    // Next-day services do not reach Papua.
    expect(far.some((o) => o.serviceCode === 'yes' || o.serviceCode === 'best')).toBe(false)
  })

  it('prices by weight in whole kilograms (at least one) over every line and quantity', async () => {
    const light = await quote('60111', [
      { name: 'Sambal', value: 30_000, weight: 250, quantity: 2 },
    ])
    const heavy = await quote('60111', [
      { name: 'Kopi 1 kg', value: 120_000, weight: 1_000, quantity: 2 },
      { name: 'Teko', value: 80_000, weight: 400, quantity: 1 },
    ]) // 2.4 kg → 3 kg
    expect(priceOf(light, 'sicepat', 'reg')).toBe(16_500)
    expect(priceOf(heavy, 'sicepat', 'reg')).toBe(3 * 16_500)
  })

  it('answers only the couriers asked for, and the same question the same way', async () => {
    const options = await quote('55281', oneKilo, ['jnt', 'pos'])
    expect(new Set(options.map((o) => o.courierCode))).toEqual(new Set(['jnt', 'pos']))
    expect(await quote('55281', oneKilo, ['jnt', 'pos'])).toEqual(options)
  })

  it('the app reaches the same twin in process (app.shipping): same rates, same parcels', async () => {
    expect(app.shipping.name).toBe('local')
    const input = {
      originPostalCode: JAKARTA,
      destinationPostalCode: '80361',
      couriers: config.shipping.couriers,
      items: oneKilo,
    }
    expect(await app.shipping.quoteRates(input)).toEqual(await biteship.quoteRates(input))
    const parcel = { waybill: 'JP0012345678', courierCode: 'jnt' }
    const tracked = await app.shipping.track(parcel)
    expect(tracked).toMatchObject({ status: 'confirmed', history: [{ status: 'confirmed' }] })
    expect(await biteship.track(parcel)).toEqual(tracked)
  })

  it('a parcel whose registry row is moved back four days reads delivered (for order-loop tests)', async () => {
    const parcel = { waybill: 'AA0000000042', courierCode: 'anteraja' }
    expect((await app.shipping.track(parcel)).status).toBe('confirmed')
    await app.db
      .update(localShippingWaybills)
      .set({ registeredAt: sql`${localShippingWaybills.registeredAt} - interval '4 days'` })
      .where(eq(localShippingWaybills.waybill, parcel.waybill))
    const tracked = await app.shipping.track(parcel)
    expect(tracked.status).toBe('delivered')
    expect(tracked.history).toHaveLength(6)
  })

  it('refuses what Biteship refuses: a postal code that is not Indonesian, an empty parcel', async () => {
    await expect(quote('00123')).rejects.toThrow(ShippingRefused)
    await expect(quote('1011')).rejects.toThrow(/postal code/i)
    await expect(quote('40115', [])).rejects.toBeInstanceOf(ShippingRefused)
    await expect(
      quote('40115', [{ name: 'Feather', value: 1_000, weight: 0, quantity: 1 }]),
    ).rejects.toBeInstanceOf(ShippingRefused)
    await expect(quote('40115', oneKilo, ['fedex'])).rejects.toThrow(/no courier/i)
  })

  it('refuses a missing or wrong authorization header with 401, as Biteship does', async () => {
    const wrong = biteshipProvider({
      apiUrl: `${base}/local/biteship`,
      apiKey: 'biteship_test.nope',
    })
    await expect(
      wrong.quoteRates({
        originPostalCode: JAKARTA,
        destinationPostalCode: '40115',
        couriers: ALL,
        items: oneKilo,
      }),
    ).rejects.toThrow(
      new ShippingKeyRefused(
        'Biteship refused SHIPPING_API_KEY (HTTP 401): Authorization is invalid',
      ),
    )
    const bare = await fetch(`${base}/local/biteship/v1/rates/couriers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({}),
    })
    expect(bare.status).toBe(401)
    expect(await bare.json()).toEqual({ success: false, error: 'Authorization is invalid' })
    const tracking = await fetch(`${base}/local/biteship/v1/trackings/JP1234567890/couriers/jnt`, {
      headers: { authorization: `Bearer ${apiKey}` },
    })
    expect(tracking.status).toBe(401)
  })

  it('keeps the twin out of the OpenAPI document', async () => {
    const doc = await app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(doc.statusCode).toBe(200)
    expect(doc.body).toContain('/api/v1/orders')
    expect(doc.body).not.toContain('/local/biteship')
  })
})
