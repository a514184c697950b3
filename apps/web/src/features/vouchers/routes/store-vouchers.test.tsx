import type { Store, Voucher } from '@pasar/shared'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Outlet } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { expectAccessible } from '@/testing/axe.ts'
import { renderRoutes } from '@/testing/render.tsx'
import { signInShopperForEachTest } from '@/testing/session.ts'
import { buildVoucher, voucherPage } from '@/testing/vouchers.ts'
import { Component as StoreVouchers } from './store-vouchers.tsx'

signInShopperForEachTest()

const store = { name: 'Batik Sari', slug: 'batik-sari' } as Store
const DAY = 86_400_000
/** The confirmation's code loads on the press: on a busy machine, that takes a while. */
const LAZY = { timeout: 5_000 }

const active = buildVoucher(1)
const fixed = buildVoucher(2, {
  code: 'POTONG15',
  kind: 'FIXED',
  value: 15_000,
  maxDiscount: null,
  minSpend: 0,
  uses: 0,
  quota: 50,
  startsAt: new Date(Date.now() + 2 * DAY).toISOString(),
  endsAt: new Date(Date.now() + 9 * DAY).toISOString(),
})
const ended = buildVoucher(3, { code: 'LAMA', active: false, endsAt: '2026-01-01T00:00:00.000Z' })

/** Fakes the store's vouchers: the list answers `vouchers`; a PATCH ends the one it names. */
function fakeApi(vouchers: Voucher[]) {
  const patches: { url: string; body: unknown }[] = []
  let list = vouchers.map((v) => ({ ...v, endsAt: v.active ? farAway(v.endsAt) : v.endsAt }))
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (init?.method === 'PATCH') {
      patches.push({ url, body: JSON.parse(String(init.body)) })
      const id = Number(url.split('/').pop())
      list = list.map((v) => (v.id === id ? { ...v, active: false } : v))
      return Response.json({ data: list.find((v) => v.id === id) })
    }
    return Response.json(voucherPage(list))
  })
  return patches
}

/** An end that has not passed yet, whenever the test runs. */
function farAway(endsAt: string) {
  return Date.parse(endsAt) > Date.now() ? endsAt : new Date(Date.now() + 30 * DAY).toISOString()
}

function renderTab() {
  return renderRoutes(
    [
      {
        path: '/dashboard/stores/:slug',
        element: <Outlet context={store} />,
        children: [{ path: 'vouchers', element: <StoreVouchers /> }],
      },
    ],
    '/dashboard/stores/batik-sari/vouchers',
  )
}

const table = () => screen.getByRole('table')
const rowOf = (code: string) =>
  within(table())
    .getAllByRole('row')
    .find((row) => within(row).queryByText(code)) as HTMLElement

// axe-core and the dialogs' lazy parts take their time on a busy machine.
describe('the Vouchers tab', { timeout: 20_000 }, () => {
  it("lists the store's vouchers with their discount, minimum spend, uses and status", async () => {
    fakeApi([active, fixed, ended])
    renderTab()
    expect(await screen.findByRole('heading', { name: 'Vouchers', level: 2 })).toBeTruthy()
    await screen.findByRole('table')
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Code', 'Discount', 'Min. spend', 'Period', 'Uses', 'Status', 'Action'])
    expect(rowOf('HEMAT10').textContent).toContain('Discount 10% up to Rp 20.000')
    expect(rowOf('HEMAT10').textContent).toContain('Rp 100.000')
    expect(rowOf('HEMAT10').textContent).toContain('3 of 100')
    expect(within(rowOf('HEMAT10')).getByText('Active')).toBeTruthy()
    expect(rowOf('POTONG15').textContent).toContain('Rp 15.000 off')
    expect(within(rowOf('POTONG15')).getByText('Scheduled')).toBeTruthy()
    expect(within(rowOf('LAMA')).getByText('Ended')).toBeTruthy()
    // Only a voucher not ended yet can be ended.
    expect(within(rowOf('LAMA')).queryByRole('button')).toBeNull()

    // A phone gets a card per voucher, with the same figures.
    const cards = screen.getByRole('list', { name: 'Vouchers' })
    const card = within(cards).getByRole('article', { name: 'HEMAT10' })
    expect(card.textContent).toContain('Discount 10% up to Rp 20.000')
    expect(within(card).getByRole('button', { name: 'End now: HEMAT10' })).toBeTruthy()
    await expectAccessible()
  })

  it("ends a voucher after asking, with PATCH active: false, and shows it 'Ended'", async () => {
    const patches = fakeApi([active])
    renderTab()
    await screen.findByRole('table')
    await userEvent.click(within(table()).getByRole('button', { name: 'End now: HEMAT10' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'End voucher HEMAT10?' }, LAZY)
    await expectAccessible()
    await userEvent.click(within(confirm).getByRole('button', { name: 'End voucher' }))
    await waitFor(() => expect(patches).toHaveLength(1))
    expect(patches[0]).toEqual({
      url: '/api/v1/stores/batik-sari/vouchers/1',
      body: { active: false },
    })
    await waitFor(() => expect(within(rowOf('HEMAT10')).getByText('Ended')).toBeTruthy())
    expect(within(rowOf('HEMAT10')).queryByRole('button')).toBeNull()
  })

  it('keeps a voucher when the confirmation is canceled', async () => {
    const patches = fakeApi([active])
    renderTab()
    await screen.findByRole('table')
    await userEvent.click(within(table()).getByRole('button', { name: 'End now: HEMAT10' }))
    const confirm = await screen.findByRole('alertdialog', {}, LAZY)
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(patches).toEqual([])
  })

  it('says there are none yet, with Create voucher at hand', async () => {
    fakeApi([])
    renderTab()
    expect(await screen.findByRole('heading', { name: 'No vouchers yet' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Create voucher' })).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })
})
