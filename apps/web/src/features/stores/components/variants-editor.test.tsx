import type { OwnedProduct } from '@pasar/shared'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { buildProduct } from '@/testing/products.ts'
import { renderWithQueries } from '@/testing/render.tsx'
import { VariantsEditor } from './variants-editor.tsx'

const plain: OwnedProduct = {
  ...buildProduct(5, { name: 'Kemeja', price: 150_000, weight: 300 }),
  images: ['/p/1.webp', '/p/2.webp'],
  options: [],
  variants: [
    { id: 1, optionValues: [], sku: null, price: 150_000, stock: 3, weight: 300, image: null },
  ],
  hidden: null,
}

/** The server: PUT …/variants answers `answer` (a 400's body, say), and is recorded. */
function renderEditor(product = plain, answer?: { status: number; body: unknown }) {
  const sent: unknown[] = []
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (init?.method === 'PUT') {
      sent.push(JSON.parse(String(init.body)))
      if (answer) return Response.json(answer.body, { status: answer.status })
      return Response.json({ data: product })
    }
    return Response.json({ data: [] })
  })
  renderWithQueries(<VariantsEditor storeSlug="toko" product={product} />)
  return sent
}

async function addOption(name: string, values: string[]) {
  await userEvent.click(screen.getByRole('button', { name: 'Add option' }))
  const names = screen.getAllByLabelText('Option name')
  await userEvent.type(names[names.length - 1] as HTMLElement, name)
  const input = screen.getByLabelText(`Values of ${name}`, { selector: 'input' })
  for (const value of values) await userEvent.type(input, `${value}{Enter}`)
}

const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent)
const cell = (field: string, variant: string) =>
  screen.getByRole('spinbutton', { name: `${field} of ${variant}` }) as HTMLInputElement

describe('the Variants section', () => {
  it('generates a row per combination of the values typed as chips', async () => {
    renderEditor()
    expect(screen.queryByRole('table')).toBeNull()
    await addOption('Warna', ['Merah', 'Biru'])
    expect(rowNames()).toEqual(['Merah', 'Biru'])
    await addOption('Ukuran', ['S', 'M', 'L'])
    expect(rowNames()).toEqual([
      'Merah / S',
      'Merah / M',
      'Merah / L',
      'Biru / S',
      'Biru / M',
      'Biru / L',
    ])
    // At most two options.
    expect(screen.queryByRole('button', { name: 'Add option' })).toBeNull()

    // A value typed twice is refused; × removes one, and its rows go.
    await userEvent.type(
      screen.getByLabelText('Values of Ukuran', { selector: 'input' }),
      's{Enter}',
    )
    expect(screen.getByText('s is already a value of this option')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Remove M' }))
    expect(rowNames()).toEqual(['Merah / S', 'Merah / L', 'Biru / S', 'Biru / L'])
    // New rows start at the product's price and weight, with no stock.
    expect(cell('Price (Rp)', 'Biru / L').value).toBe('150000')
    expect(cell('Stock', 'Biru / L').value).toBe('0')
  })

  it('fills price, stock and weight across the rows with Apply to all, and saves them', async () => {
    const sent = renderEditor()
    await addOption('Warna', ['Merah', 'Biru'])
    await addOption('Ukuran', ['S', 'XL'])
    await userEvent.type(screen.getByLabelText('Price (Rp)', { selector: 'input[id]' }), '175000')
    await userEvent.type(screen.getByLabelText('Stock', { selector: 'input[id]' }), '6')
    await userEvent.click(screen.getByRole('button', { name: 'Apply to all 4 variants' }))
    for (const variant of ['Merah / S', 'Merah / XL', 'Biru / S', 'Biru / XL']) {
      expect(cell('Price (Rp)', variant).value).toBe('175000')
      expect(cell('Stock', variant).value).toBe('6')
      // Weight was left blank: each row keeps its own.
      expect(cell('Weight (g)', variant).value).toBe('300')
    }
    await userEvent.clear(cell('Price (Rp)', 'Biru / XL'))
    await userEvent.type(cell('Price (Rp)', 'Biru / XL'), '200000')
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Picture of Biru / XL' }),
      'Picture 2',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Save variants' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({
      options: [
        { name: 'Warna', values: ['Merah', 'Biru'] },
        { name: 'Ukuran', values: ['S', 'XL'] },
      ],
      variants: [
        { optionValues: ['Merah', 'S'], sku: null, price: 175_000, stock: 6, weight: 300 },
        { optionValues: ['Merah', 'XL'], sku: null, price: 175_000, stock: 6, weight: 300 },
        { optionValues: ['Biru', 'S'], sku: null, price: 175_000, stock: 6, weight: 300 },
        {
          optionValues: ['Biru', 'XL'],
          sku: null,
          price: 200_000,
          stock: 6,
          weight: 300,
          imageIndex: 1,
        },
      ],
    })
  })

  it('shows the API’s field errors at their fields', async () => {
    const body = {
      message: 'Validation failed',
      errors: [
        { path: 'variants.1.price', message: 'Price must be at least 1000' },
        { path: 'options.0.values.1', message: "'biru' is already a value of Warna" },
      ],
    }
    renderEditor(plain, { status: 400, body })
    await addOption('Warna', ['Merah', 'Biru'])
    await userEvent.click(screen.getByRole('button', { name: 'Save variants' }))
    await waitFor(() =>
      expect(cell('Price (Rp)', 'Biru').getAttribute('aria-invalid')).toBe('true'),
    )
    expect(cell('Price (Rp)', 'Merah').getAttribute('aria-invalid')).toBe('false')
    expect(screen.getByText('Price must be at least 1000')).toBeTruthy()
    expect(screen.getByText("'biru' is already a value of Warna")).toBeTruthy()
  })
})
