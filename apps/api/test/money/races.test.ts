import { describe, expect, it } from 'vitest'
import { setupListeningApp } from '../helpers/app.ts'
import {
  balanceOf,
  entriesOf,
  SALE_PROCEEDS,
  setBankAccount,
  shopWithSales,
  withdraw,
} from './fixtures.ts'

const { app } = await setupListeningApp()

describe('concurrent withdrawals never overdraw', () => {
  it('of 10 requests at once for Rp 40.000 from Rp 107.000, exactly 2 are booked', async () => {
    const shop = await shopWithSales(app, 1)
    await setBankAccount(app, shop)
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(app, shop, 40_000)))
    const codes = answers.map((res) => res.statusCode).sort()
    expect(codes).toEqual([201, 201, 409, 409, 409, 409, 409, 409, 409, 409])
    const balance = await balanceOf(app, shop)
    expect(balance).toEqual({
      available: SALE_PROCEEDS - 80_000,
      pending: 0,
      processing: 80_000,
      paidOut: 0,
    })
    const payouts = (await entriesOf(app, shop.store.id)).filter((e) => e.kind === 'PAYOUT')
    expect(payouts).toHaveLength(2)
  })

  it('10 requests for the whole balance at once: one wins, the balance ends at zero', async () => {
    const shop = await shopWithSales(app, 1)
    await setBankAccount(app, shop)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => withdraw(app, shop, SALE_PROCEEDS)),
    )
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1)
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(9)
    expect((await balanceOf(app, shop)).available).toBe(0)
  })
})
