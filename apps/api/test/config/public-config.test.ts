import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../helpers/app.ts'

interface ConfigAnswer {
  data: { payment: { provider: string; snapJsUrl: string }; localProviders: string[] }
}

const local = await setupTestApp()
const real = await setupTestApp({
  MIDTRANS_SERVER_KEY: 'server-key',
  MIDTRANS_CLIENT_KEY: 'client-key',
  GOOGLE_CLIENT_ID: 'google-client-id',
  GOOGLE_CLIENT_SECRET: 'google-client-secret',
  SHIPPING_API_KEY: 'biteship-key',
  PAYOUT_CREATOR_KEY: 'iris-creator',
  PAYOUT_APPROVER_KEY: 'iris-approver',
  PAYOUT_MERCHANT_KEY: 'iris-merchant',
})

async function publicConfig(app: typeof local.app): Promise<ConfigAnswer> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/config' })
  expect(res.statusCode).toBe(200)
  return res.json()
}

describe('GET /api/v1/config', () => {
  it('lists the local providers, so the web can show the demo banner', async () => {
    expect((await publicConfig(local.app)).data.localProviders).toEqual([
      'payment',
      'identity',
      'shipping',
      'payout',
    ])
  })

  it('lists none when the real providers are configured', async () => {
    const config = await publicConfig(real.app)
    expect(config.data.localProviders).toEqual([])
    expect(config.data.payment.snapJsUrl).toBe('https://app.sandbox.midtrans.com/snap/snap.js')
  })

  it('points at the local Snap script by a path, so it loads from whatever host serves the page', async () => {
    expect((await publicConfig(local.app)).data.payment.snapJsUrl).toBe('/local/midtrans/snap.js')
  })
})
