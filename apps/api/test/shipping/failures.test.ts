import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/config.ts'
import { biteshipProvider } from '../../src/providers/shipping/biteship/client.ts'
import {
  ShippingRefused,
  ShippingUnreachable,
  type QuoteRatesInput,
} from '../../src/providers/shipping/port.ts'
import { setupTestApp } from '../helpers/app.ts'
import { closedPortUrl, startBrokenServer, startTwinServer, TestClock } from './servers.ts'

// A stand-in for Biteship itself (the twin on its own server) that the app is configured to use
// as the real provider, plus servers that fail the ways a provider in trouble does.
const { database } = await setupTestApp()
const API_KEY = 'biteship_test.configured-key'
const biteship = await startTwinServer(database.db, API_KEY, new TestClock())
const down = await startBrokenServer('status-503')
const silent = await startBrokenServer('silent')
const garbage = await startBrokenServer('malformed')
afterAll(async () => {
  await Promise.all([biteship.close(), down.close(), silent.close(), garbage.close()])
})
const { app, config } = await setupTestApp({
  SHIPPING_API_URL: biteship.apiUrl,
  SHIPPING_API_KEY: API_KEY,
  SHIPPING_COURIERS: 'jne, SiCepat',
})

const input: QuoteRatesInput = {
  originPostalCode: '60111',
  destinationPostalCode: '40115',
  couriers: ['jne', 'sicepat'],
  items: [{ name: 'Kopi', value: 90_000, weight: 500, quantity: 1 }],
}
const adapterAt = (apiUrl: string, timeoutMs?: number) =>
  biteshipProvider({ apiUrl, apiKey: API_KEY, ...(timeoutMs ? { timeoutMs } : {}) })

describe('choosing the shipping provider', () => {
  it('uses Biteship at SHIPPING_API_URL with SHIPPING_API_KEY when the key is set', async () => {
    expect(config.shipping).toEqual({
      couriers: ['jne', 'sicepat'],
      biteship: { apiUrl: biteship.apiUrl, apiKey: API_KEY },
    })
    expect(app.shipping.name).toBe('biteship')
    const options = await app.shipping.quoteRates({ ...input, couriers: config.shipping.couriers })
    expect(options.map((o) => o.courierCode).sort()).toEqual(['jne', 'jne', 'sicepat', 'sicepat'])
    // Without the twin, the app does not answer the twin's paths.
    const res = await app.inject({ method: 'POST', url: '/local/biteship/v1/rates/couriers' })
    expect(res.statusCode).toBe(404)
  })

  it("defaults to Biteship's URL and the five couriers, and rejects a bad courier list", () => {
    const base = { NODE_ENV: 'test' as const }
    expect(loadConfig(base).shipping).toEqual({
      couriers: ['jne', 'jnt', 'sicepat', 'anteraja', 'pos'],
      biteship: undefined,
    })
    expect(loadConfig({ ...base, SHIPPING_API_KEY: 'k' }).shipping.biteship).toEqual({
      apiUrl: 'https://api.biteship.com',
      apiKey: 'k',
    })
    expect(loadConfig({ ...base, SHIPPING_COURIERS: ' ' }).shipping.couriers).toHaveLength(5)
    expect(loadConfig({ ...base, SHIPPING_COURIERS: ' JNE , jnt,jne' }).shipping.couriers).toEqual([
      'jne',
      'jnt',
    ])
    expect(() => loadConfig({ ...base, SHIPPING_COURIERS: 'jne,,j&t' })).toThrow(
      /SHIPPING_COURIERS: must be courier codes/,
    )
    expect(() => loadConfig({ ...base, SHIPPING_API_URL: 'biteship' })).toThrow(
      /SHIPPING_API_URL: must be a URL/,
    )
  })
})

describe('Biteship failures are told apart', () => {
  it('nothing listening: unreachable', async () => {
    const adapter = adapterAt(await closedPortUrl())
    await expect(adapter.quoteRates(input)).rejects.toBeInstanceOf(ShippingUnreachable)
    await expect(adapter.track({ waybill: 'JNE123456', courierCode: 'jne' })).rejects.toThrow(
      /Biteship could not be reached/,
    )
  })

  it('HTTP 5xx: unreachable (retry later), with its message', async () => {
    const adapter = adapterAt(down.apiUrl)
    await expect(adapter.quoteRates(input)).rejects.toThrow(
      new ShippingUnreachable('Biteship failed: Service unavailable'),
    )
  })

  it('no answer within the timeout: unreachable', async () => {
    const adapter = adapterAt(silent.apiUrl, 300)
    await expect(adapter.track({ waybill: 'JNE123456', courierCode: 'jne' })).rejects.toThrow(
      ShippingUnreachable,
    )
  })

  it('a 200 that does not read as Biteship: unreachable, never a half-read price', async () => {
    await expect(adapterAt(garbage.apiUrl).quoteRates(input)).rejects.toThrow(
      /malformed rates answer/,
    )
  })

  it('a 4xx is a refusal, not worth retrying', async () => {
    const error = await adapterAt(biteship.apiUrl)
      .quoteRates({ ...input, destinationPostalCode: '00000' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ShippingRefused)
    expect(error).not.toBeInstanceOf(ShippingUnreachable)
  })
})
