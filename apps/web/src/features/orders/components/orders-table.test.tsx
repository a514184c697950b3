import { formatIDR, type Order } from '@pasar/shared'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildOrder } from '@/testing/orders.ts'
import { renderRoutes } from '@/testing/render.tsx'
import { OrdersTable } from './orders-table.tsx'

function renderOrders(orders: Order[]) {
  renderRoutes([{ path: '*', element: <OrdersTable orders={orders} /> }])
}

describe('OrdersTable', () => {
  it('draws an order per row, its number linking to the order', () => {
    renderOrders([buildOrder({ id: 12 }), buildOrder({ id: 13, totalPrice: 50_000 })])
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Order',
      'Items',
      'Total',
      'Status',
      'Actions',
    ])
    const row = screen.getByTestId('order-13')
    expect(within(row).getByRole('link', { name: '#13' }).getAttribute('href')).toBe(
      '/dashboard/orders/13',
    )
    expect(within(row).getAllByRole('cell')[2]?.textContent).toBe(formatIDR(50_000))
    expect(screen.getByTestId('order-12')).toBeDefined()
  })

  it('says what the vouchers saved under the total', () => {
    renderOrders([buildOrder({ id: 14, totalPrice: 139_000, discountTotal: 29_000 })])
    const cells = within(screen.getByTestId('order-14')).getAllByRole('cell')
    expect(cells[2]?.textContent).toBe(`${formatIDR(139_000)}Saved ${formatIDR(29_000)}`)
  })

  it('says No results. without orders', () => {
    renderOrders([])
    expect(screen.getByRole('row', { name: 'No results.' })).toBeDefined()
  })
})
