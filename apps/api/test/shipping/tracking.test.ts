import { afterAll, describe, expect, it } from 'vitest'
import { biteshipProvider } from '../../src/providers/shipping/biteship/client.ts'
import { ShippingRefused } from '../../src/providers/shipping/port.ts'
import { setupTestApp } from '../helpers/app.ts'
import { startTwinServer, TestClock } from './servers.ts'

// Two twins on their own HTTP servers over one database: two API processes of one deployment.
const { database } = await setupTestApp()
const API_KEY = 'biteship_local.tracking-test'
const clock = new TestClock()
const first = await startTwinServer(database.db, API_KEY, clock)
const second = await startTwinServer(database.db, API_KEY, clock)
afterAll(async () => {
  await first.close()
  await second.close()
})
const viaFirst = biteshipProvider({ apiUrl: first.apiUrl, apiKey: API_KEY })
const viaSecond = biteshipProvider({ apiUrl: second.apiUrl, apiKey: API_KEY })

describe('local Biteship twin: tracking over HTTP', () => {
  it('moves a parcel from hand-over to delivered as time passes, history oldest first', async () => {
    const parcel = { waybill: 'JNE-0001-2026', courierCode: 'jne' }
    const handedOver = clock.now()

    const start = await viaFirst.track(parcel)
    expect(start.status).toBe('confirmed')
    expect(start.history).toEqual([
      {
        status: 'confirmed',
        note: 'Shipment received by JNE',
        // The twin's note as a system text (docs/decisions/1011).
        noteCode: { code: 'tracking.RECEIVED_BY_COURIER', values: { courier: 'JNE' } },
        at: handedOver,
      },
    ])

    clock.advanceHours(6)
    expect((await viaFirst.track(parcel)).status).toBe('picked')

    clock.advanceHours(18)
    const moving = await viaFirst.track(parcel)
    expect(moving.status).toBe('in_transit')
    expect(moving.history.map((e) => e.status)).toEqual(['confirmed', 'picked', 'in_transit'])

    clock.advanceHours(48)
    const done = await viaFirst.track(parcel)
    expect(done.status).toBe('delivered')
    expect(done.history.map((e) => e.status)).toEqual([
      'confirmed',
      'picked',
      'in_transit',
      'in_transit',
      'in_transit',
      'delivered',
    ])
    expect(done.history.at(-1)?.note).toBe('Delivered, received by the recipient')
    const times = done.history.map((e) => e.at.getTime())
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(times.at(-1)).toBeLessThanOrEqual(clock.now().getTime())

    clock.advanceHours(240)
    expect(await viaFirst.track(parcel)).toEqual(done)
  })

  it('tells every process the same story: the first sighting is kept in the database', async () => {
    const parcel = { waybill: 'SCP000123456', courierCode: 'sicepat' }
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? viaFirst : viaSecond).track(parcel)),
    )
    const handOvers = new Set(answers.map((a) => a.history[0]?.at.getTime()))
    expect(handOvers.size).toBe(1)

    clock.advanceHours(30)
    expect(await viaSecond.track(parcel)).toEqual(await viaFirst.track(parcel))
    // The same waybill at another courier is another parcel.
    expect((await viaSecond.track({ ...parcel, courierCode: 'jne' })).status).toBe('confirmed')
  })

  it('every courier delivers within its usual time, and no sooner than a day', async () => {
    for (const courierCode of ['jne', 'jnt', 'sicepat', 'anteraja', 'pos']) {
      const parcel = { waybill: `AW-${courierCode}-77`, courierCode }
      await viaFirst.track(parcel)
      clock.advanceHours(24)
      expect((await viaFirst.track(parcel)).status).not.toBe('delivered')
      clock.advanceHours(72)
      expect((await viaFirst.track(parcel)).status).toBe('delivered')
    }
  })

  it('refuses an unknown courier or a waybill that is not one (4xx: not worth retrying)', async () => {
    await expect(viaFirst.track({ waybill: 'JP1234567890', courierCode: 'fedex' })).rejects.toThrow(
      new ShippingRefused('Biteship refused: Courier fedex is not supported'),
    )
    await expect(viaFirst.track({ waybill: 'AB', courierCode: 'jnt' })).rejects.toBeInstanceOf(
      ShippingRefused,
    )
    await expect(
      viaFirst.track({ waybill: 'JP 1234/567', courierCode: 'jnt' }),
    ).rejects.toBeInstanceOf(ShippingRefused)
  })
})
