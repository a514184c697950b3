import { formatIDR, type OwnedProduct, type Product } from '@pasar/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
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
  const owned = products.map((p): OwnedProduct => ({
    hidden: null,
    options: [],
    variants: [],
    ...p,
  }))
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
    .map((row) =>
      within(row)
        .queryByRole('button', { name: /^Actions for/ })
        ?.getAttribute('aria-label'),
    )
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

  it('changes a variant’s stock from the stock figure, saving the variants as they are', async () => {
    const sent: unknown[] = []
    vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') sent.push(JSON.parse(String(init.body)))
      return Response.json({ data: [] })
    })
    const shirt: OwnedProduct = {
      ...buildProduct(1, { name: 'Kemeja', price: 150_000, priceMax: 175_000, stock: 5 }),
      options: [{ name: 'Ukuran', values: ['S', 'M'] }],
      variants: [
        {
          id: 11,
          optionValues: ['S'],
          sku: 'K-S',
          price: 150_000,
          stock: 2,
          weight: 300,
          image: null,
        },
        {
          id: 12,
          optionValues: ['M'],
          sku: null,
          price: 175_000,
          stock: 3,
          weight: 300,
          image: null,
        },
      ],
      hidden: null,
    }
    render(<Products products={[shirt]} />)
    expect(screen.getAllByText(`${formatIDR(150_000)} – ${formatIDR(175_000)}`)).toHaveLength(2)
    await userEvent.click(button('Stock of Kemeja: 5. Change it'))
    const dialog = await screen.findByRole('dialog', { name: 'Stock of Kemeja' })
    const m = within(dialog).getByLabelText('M')
    await userEvent.clear(m)
    await userEvent.type(m, '9')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save stock' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({
      options: [{ name: 'Ukuran', values: ['S', 'M'] }],
      variants: [
        { optionValues: ['S'], sku: 'K-S', price: 150_000, stock: 2, weight: 300 },
        { optionValues: ['M'], sku: null, price: 175_000, stock: 9, weight: 300 },
      ],
    })
  })
})
