import { formatIDR, type OwnedProduct, type Product } from '@pasar/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { buildProduct } from '@/testing/products.ts'
import { ProductsTable } from './products-table.tsx'

const twelve = Array.from({ length: 12 }, (_, i) => buildProduct(i + 1))
const client = new QueryClient()

function Products({
  products,
  loading = false,
}: {
  products: (Product | OwnedProduct)[]
  loading?: boolean
}) {
  const owned = products.map((p): OwnedProduct => ({ hidden: null, ...p }))
  return (
    <QueryClientProvider client={client}>
      <ProductsTable storeSlug="toko" products={owned} loading={loading} />
    </QueryClientProvider>
  )
}

/** The names in the body's rows, in order. */
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryByRole('button')?.getAttribute('aria-label'))
const button = (name: string) => screen.getByRole('button', { name })

describe('ProductsTable', () => {
  it('says which product Pasar hid, and why', () => {
    const hidden = { at: '2026-11-01T00:00:00.000Z', reason: 'Counterfeit branded goods' }
    render(<Products products={[{ ...buildProduct(1), hidden }, buildProduct(2)]} />)
    const [first, second] = screen.getAllByRole('row').slice(1) as [HTMLElement, HTMLElement]
    expect(within(first).getByText('Hidden by Pasar')).toBeTruthy()
    expect(within(first).getByText('Counterfeit branded goods')).toBeTruthy()
    expect(within(second).queryByText('Hidden by Pasar')).toBeNull()
  })

  it('draws a product’s name, category, price, stock and actions', () => {
    render(<Products products={[buildProduct(1, { price: 25_000, stock: 0 })]} />)
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'Category',
      'Price',
      'Stock',
      'Actions',
    ])
    const cells = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')
    expect(cells.map((cell) => cell.textContent)).toEqual([
      `Product 1Electronics · ${formatIDR(25_000)}`,
      'Electronics',
      formatIDR(25_000),
      'Sold out',
      '',
    ])
    expect(cells[1]?.className).toContain('hidden sm:table-cell')
    expect(button('Actions for Product 1')).toBeDefined()
  })

  it('pages by ten, and a name search starts again from the first page', async () => {
    render(<Products products={twelve} />)
    expect(names()).toHaveLength(10)
    expect(screen.getByText('Page 1 of 2')).toBeDefined()
    expect(button('Previous')).toHaveProperty('disabled', true)

    await userEvent.click(button('Next'))
    expect(names()).toEqual(['Actions for Product 11', 'Actions for Product 12'])
    expect(screen.getByText('Page 2 of 2')).toBeDefined()
    expect(button('Next')).toHaveProperty('disabled', true)

    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter products by name' }), 'T 1')
    expect(names()).toEqual([
      'Actions for Product 1',
      'Actions for Product 10',
      'Actions for Product 11',
      'Actions for Product 12',
    ])
    expect(screen.queryByText(/Page \d/)).toBeNull()
    expect(button('Next')).toHaveProperty('disabled', true)

    await userEvent.type(screen.getByRole('searchbox'), 'x')
    expect(screen.getByRole('row', { name: 'No results.' })).toBeDefined()
  })

  it('goes back to the first page when the products change', async () => {
    const { rerender } = render(<Products products={twelve} />)
    await userEvent.click(button('Next'))
    rerender(<Products products={twelve.slice(1)} />)
    expect(await screen.findByText('Page 1 of 2')).toBeDefined()
    expect(names()[0]).toBe('Actions for Product 2')
  })

  it('shows skeleton rows while the products load', () => {
    const { container } = render(<Products products={[]} loading />)
    const body = container.querySelector('tbody') as HTMLElement
    expect(body.getAttribute('aria-busy')).toBe('true')
    expect(within(body).getAllByRole('row')).toHaveLength(4)
    expect(screen.queryByRole('row', { name: 'No results.' })).toBeNull()
  })
})
