import type { Voucher } from '@pasar/shared'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectAccessible } from '@/testing/axe.ts'
import { renderWithQueries } from '@/testing/render.tsx'
import { signInShopperForEachTest } from '@/testing/session.ts'
import { buildVoucher, voucherPage } from '@/testing/vouchers.ts'
import { VouchersSection } from './vouchers-section.tsx'

signInShopperForEachTest()

const DAY = 86_400_000
/** The confirmation's code loads on the press: on a busy machine, that takes a while. */
const LAZY = { timeout: 5_000 }
const later = (days: number) => new Date(Date.now() + days * DAY).toISOString()

const ongkir = buildVoucher(5, {
  code: 'GRATISONGKIR',
  kind: 'FIXED',
  value: 20_000,
  maxDiscount: null,
  minSpend: 50_000,
  quota: 1000,
  uses: 12,
  perBuyer: 2,
  endsAt: later(30),
  appliesTo: 'SHIPPING',
  store: undefined,
})
const payday = buildVoucher(6, {
  code: 'GAJIAN',
  value: 5,
  maxDiscount: null,
  minSpend: 0,
  startsAt: later(3),
  endsAt: later(5),
  appliesTo: 'ITEMS',
  store: undefined,
})

function fakeApi(vouchers: Voucher[]) {
  const patches: { url: string; body: unknown }[] = []
  let list = vouchers
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (init?.method === 'PATCH') {
      patches.push({ url, body: JSON.parse(String(init.body)) })
      list = list.map((v) => (url.endsWith(`/${v.id}`) ? { ...v, active: false } : v))
      return Response.json({ data: list[0] })
    }
    return Response.json(voucherPage(list))
  })
  return patches
}

const rowOf = (code: string) =>
  within(screen.getByRole('table', { name: 'Vouchers' }))
    .getAllByRole('row')
    .find((row) => within(row).queryByText(code)) as HTMLElement

// axe-core and the dialogs' lazy parts take their time on a busy machine.
describe("the console's Vouchers", { timeout: 20_000 }, () => {
  it("lists Pasar's vouchers: what they lower, the discount, the uses and the status", async () => {
    fakeApi([ongkir, payday])
    renderWithQueries(<VouchersSection />)
    expect(await screen.findByRole('heading', { name: 'Vouchers' })).toBeTruthy()
    await screen.findByRole('table', { name: 'Vouchers' })
    const gratis = rowOf('GRATISONGKIR')
    expect(gratis.textContent).toContain('Shipping')
    expect(gratis.textContent).toContain('Free shipping up to Rp 20.000')
    expect(gratis.textContent).toContain('Min. spend Rp 50.000')
    expect(gratis.textContent).toContain('12 of 1.000')
    expect(gratis.textContent).toContain('2 uses per buyer')
    expect(within(gratis).getByText('Active')).toBeTruthy()
    expect(rowOf('GAJIAN').textContent).toContain('Discount 5%')
    expect(within(rowOf('GAJIAN')).getByText('Scheduled')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Create voucher' })).toBeTruthy()
    await expectAccessible()
  })

  it('ends one early after asking', async () => {
    const patches = fakeApi([ongkir])
    renderWithQueries(<VouchersSection />)
    await userEvent.click(await screen.findByRole('button', { name: 'End now: GRATISONGKIR' }))
    const confirm = await screen.findByRole(
      'alertdialog',
      { name: 'End voucher GRATISONGKIR?' },
      LAZY,
    )
    await userEvent.click(within(confirm).getByRole('button', { name: 'End voucher' }))
    await waitFor(() =>
      expect(patches).toEqual([{ url: '/api/v1/admin/vouchers/5', body: { active: false } }]),
    )
    await waitFor(() => expect(within(rowOf('GRATISONGKIR')).getByText('Ended')).toBeTruthy())
    expect(screen.queryByRole('button', { name: 'End now: GRATISONGKIR' })).toBeNull()
  })

  it('says there are none yet', async () => {
    fakeApi([])
    renderWithQueries(<VouchersSection />)
    expect(await screen.findByText('No Pasar vouchers yet.')).toBeTruthy()
  })
})
