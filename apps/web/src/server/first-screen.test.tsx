import { PRODUCTS_PAGE_SIZE, type CatalogPage, type FirstScreenRequest } from '@pasar/shared'
import { describe, expect, it, vi } from 'vitest'
import { i18n } from '@/i18n/index.ts'
import { buildProduct } from '@/testing/products.ts'
import { drawFirstScreen } from './first-screen.tsx'

const product = (id: number, name: string, price: number) =>
  buildProduct(id, { name, price, store: { name: 'Toko Budi', slug: 'toko-budi' } })

const firstPage: CatalogPage = {
  data: [product(1, 'Kopi Gayo 250 g', 89_000), product(2, 'Tas Rotan <Bali>', 1_249_000)],
  pagination: { currentPage: 1, hasNextPage: false, totalPages: 1, totalItems: 2, snapshot: 2 },
}

function request(overrides: Partial<FirstScreenRequest> = {}): FirstScreenRequest {
  return {
    url: 'http://pasar.test/products',
    language: 'en',
    initialData: [
      {
        url: `/api/v1/products?page=1&limit=${PRODUCTS_PAGE_SIZE}`,
        body: JSON.stringify(firstPage),
      },
    ],
    config: {
      data: {
        payment: { provider: 'midtrans', snapJsUrl: '', clientKey: '' },
        google: { clientId: '' },
        localProviders: ['payment'],
      },
    },
    ...overrides,
  }
}

describe('the first screen drawn on the server (docs/decisions/0963)', () => {
  it("draws the listing with the embedded answer's products, as the app's first render does", async () => {
    const html = await drawFirstScreen(request())
    expect(html).toContain('All Products')
    expect(html).toContain('Kopi Gayo 250 g')
    expect(html).toContain('Rp 89.000')
    // The product's name is text, escaped like any other.
    expect(html).toContain('Tas Rotan &lt;Bali&gt;')
    expect(html).toContain('Rp 1.249.000')
    expect(html).toContain('href="/product/00000000-0000-4000-8000-000000000001"')
    expect(html).toMatch(/<strong[^>]*>Demo mode<\/strong>/)
  })

  it('draws in the language asked for, one page at a time', async () => {
    // Each drawing switches the app's one i18next instance. Here the first switch holds its
    // drawing back until another switch has begun (or 300 ms have passed): a second drawing that
    // did not wait for the first would switch the language under it.
    const change = i18n.changeLanguage.bind(i18n)
    let another: () => void = () => {}
    const slowly = vi.spyOn(i18n, 'changeLanguage').mockImplementation(async (...args) => {
      another()
      const t = await change(...args)
      if (slowly.mock.calls.length === 1) {
        await new Promise<void>((resolve) => {
          another = resolve
          setTimeout(resolve, 300)
        })
      }
      return t
    })
    try {
      const [english, indonesian] = await Promise.all([
        drawFirstScreen(request()),
        drawFirstScreen(request({ language: 'id' })),
      ])
      expect(english).toContain('All Products')
      expect(english).toContain('Sign In')
      expect(indonesian).toContain('Semua Produk')
      expect(indonesian).toContain('Masuk')
      expect(indonesian).not.toContain('All Products')
    } finally {
      slowly.mockRestore()
    }
  })

  it('draws skeletons where no answer was embedded', async () => {
    const html = await drawFirstScreen(request({ initialData: undefined }))
    expect(html).toContain('data-testid="product-skeleton"')
    expect(html).not.toContain('Kopi Gayo')
  })

  it('draws the same page the same way each time, which lets the API keep a drawing', async () => {
    // The API keeps drawings by URL, language and embedded answers (docs/decisions/0965).
    const first = await drawFirstScreen(request())
    await drawFirstScreen(request({ language: 'id' }))
    await drawFirstScreen(request({ url: 'http://pasar.test/', initialData: undefined }))
    expect(await drawFirstScreen(request())).toBe(first)
  })
})
