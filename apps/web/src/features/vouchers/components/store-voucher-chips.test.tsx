import type { PublicVoucher } from '@pasar/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectAccessible } from '@/testing/axe.ts'
import { renderWithQueries, testQueryClient } from '@/testing/render.tsx'
import { buildVoucher } from '@/testing/vouchers.ts'
import { StoreVoucherChips } from './store-voucher-chips.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
})

const publicOf = ({ uses: _, ...voucher }: ReturnType<typeof buildVoucher>): PublicVoucher =>
  voucher

const percent = publicOf(buildVoucher(1, { endsAt: '2026-12-31T10:00:00.000Z' }))
const fixed = publicOf(
  buildVoucher(2, {
    code: 'POTONG15',
    kind: 'FIXED',
    value: 15_000,
    maxDiscount: null,
    minSpend: 0,
    endsAt: '2027-01-15T10:00:00.000Z',
  }),
)

/** Fakes GET …/vouchers/active; returns the paths asked for. */
function fakeActive(vouchers: PublicVoucher[]) {
  const asked: string[] = []
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url)
    return Response.json({ data: vouchers })
  })
  return asked
}

// axe-core takes its time on a busy machine.
describe('StoreVoucherChips', { timeout: 20_000 }, () => {
  it("shows the store's active vouchers as tickets: discount, minimum spend, end and code", async () => {
    const asked = fakeActive([percent, fixed])
    renderWithQueries(<StoreVoucherChips slug="batik-sari" store="Batik Sari" />)
    const section = await screen.findByRole('region', { name: 'Store vouchers' })
    expect(asked).toEqual(['/api/v1/stores/batik-sari/vouchers/active'])
    const chips = within(section).getAllByRole('listitem')
    expect(within(section).getByRole('list', { name: 'Vouchers of Batik Sari' })).toBeTruthy()
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Discount 10% up to Rp 20.000Min. spend Rp 100.000Ends 31 Dec 2026Code HEMAT10Copy',
      'Rp 15.000 offNo minimum spendEnds 15 Jan 2027Code POTONG15Copy',
    ])
    await expectAccessible()
  })

  it("copies a voucher's code", async () => {
    fakeActive([percent])
    const user = userEvent.setup()
    renderWithQueries(<StoreVoucherChips slug="batik-sari" store="Batik Sari" />)
    await user.click(await screen.findByRole('button', { name: 'Copy code HEMAT10' }))
    expect(await navigator.clipboard.readText()).toBe('HEMAT10')
  })

  it('draws nothing when the store has no active voucher', async () => {
    const asked = fakeActive([])
    const { container } = renderWithQueries(
      <StoreVoucherChips slug="batik-sari" store="Batik Sari" />,
    )
    await waitFor(() => expect(asked).toHaveLength(1))
    expect(container.innerHTML).toBe('')
  })

  it('asks for nothing until the page says it is ready', async () => {
    const asked = fakeActive([percent])
    const client = testQueryClient()
    const chips = (ready: boolean) => (
      <QueryClientProvider client={client}>
        <StoreVoucherChips slug="batik-sari" store="Batik Sari" ready={ready} />
      </QueryClientProvider>
    )
    const { rerender } = render(chips(false))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(asked).toEqual([])
    expect(screen.queryByRole('region')).toBeNull()
    rerender(chips(true))
    expect(await screen.findByRole('region', { name: 'Store vouchers' })).toBeTruthy()
  })

  it('reads Indonesian: Diskon 10% s/d …, Potongan …, Salin', async () => {
    const { i18n } = await import('@/i18n/index.ts')
    await i18n.changeLanguage('id')
    try {
      fakeActive([percent, fixed])
      renderWithQueries(<StoreVoucherChips slug="batik-sari" store="Batik Sari" />)
      const section = await screen.findByRole('region', { name: 'Voucher toko' })
      const chips = within(section).getAllByRole('listitem')
      expect(chips.map((chip) => chip.textContent)).toEqual([
        'Diskon 10% s/d Rp 20.000Min. belanja Rp 100.000Berakhir 31 Des 2026Kode HEMAT10Salin',
        'Potongan Rp 15.000Tanpa minimum belanjaBerakhir 15 Jan 2027Kode POTONG15Salin',
      ])
      expect(within(section).getByRole('button', { name: 'Salin kode HEMAT10' })).toBeTruthy()
    } finally {
      await i18n.changeLanguage('en')
    }
  })
})
