import type { SellerStoreOrder } from '@pasar/shared'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectAccessible } from '@/testing/axe.ts'
import { buildShippingAddress, buildStoreOrder } from '@/testing/orders.ts'
import { renderRoutes } from '@/testing/render.tsx'
import { SellerOrderCard } from './seller-order-card.tsx'

const order = (discount: SellerStoreOrder['discount']): SellerStoreOrder => ({
  ...buildStoreOrder({ discount }),
  buyer: { name: 'Dewi Lestari' },
  address: buildShippingAddress(),
})

function renderCard(storeOrder: SellerStoreOrder) {
  renderRoutes([
    { path: '/', element: <SellerOrderCard slug="toko-batik-sari" order={storeOrder} /> },
  ])
}

describe("the seller's order card", () => {
  it('shows each voucher off what the buyer paid, and says Pasar pays its own', async () => {
    renderCard(order({ store: 15_000, platform: 10_000 }))
    const card = await screen.findByTestId('store-order-31')
    const receipt = within(card).getByText('Buyer paid').closest('dl')
    expect(receipt?.textContent).toBe(
      [
        'Items totalRp 150.000',
        'Shipping · JNE RegulerRp 18.000',
        'Store voucher−Rp 15.000',
        'Pasar voucher (paid by Pasar)−Rp 10.000',
        'Buyer paidRp 143.000',
      ].join(''),
    )
    expect(
      within(card).getByText('Your sale is Rp 153.000 before the fee: Pasar pays its voucher.'),
    ).toBeDefined()
    await expectAccessible()
  }, 15_000)

  it('shows no voucher lines on an order without vouchers', async () => {
    renderCard(order({ store: 0, platform: 0 }))
    const card = await screen.findByTestId('store-order-31')
    expect(within(card).queryByTestId('store-discount')).toBeNull()
    expect(within(card).queryByTestId('platform-discount')).toBeNull()
    expect(within(card).queryByText(/Pasar pays its voucher/)).toBeNull()
    expect(within(card).getByText('Buyer paid').nextSibling?.textContent).toBe('Rp 168.000')
  })
})
