import { formatIDR } from '@pasar/shared'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { PurchaseChoice } from '@/lib/product-variants.ts'
import { buildProduct, buildVariantProduct } from '@/testing/products.ts'
import { renderRoutes } from '@/testing/render.tsx'
import { ProductDetail } from './product-detail.tsx'

// The carousel's motion (embla) is not for jsdom: image-carousel.test.tsx moves to a picture.
vi.mock('./load-carousel-motion.ts', () => ({ loadCarouselMotion: () => new Promise(() => {}) }))

const shirt = buildVariantProduct(7)

/** A purchase part that shows what the chips hand over, and asks for what is missing. */
function Purchase({ choice }: { choice: PurchaseChoice }) {
  return (
    <div>
      <output aria-label="chosen">{`${choice.variantId ?? 'none'} ${choice.stock}`}</output>
      <button type="button" onClick={() => (choice.missing ? choice.ask() : undefined)}>
        Add to cart
      </button>
    </div>
  )
}

function renderProduct(product = shirt, search = '') {
  vi.stubGlobal('fetch', async () => Response.json({ data: product }))
  return renderRoutes(
    [
      {
        path: '/product/:uuid',
        element: (
          <ProductDetail
            uuid={product.uuid}
            purchase={(_, choice) => <Purchase choice={choice} />}
          />
        ),
      },
    ],
    `/product/${product.uuid}${search}`,
  )
}

const chip = (option: string, value: string) =>
  within(screen.getByRole('group', { name: new RegExp(`^${option}`) })).getByRole('button', {
    name: new RegExp(`^${value}\\b`),
  })
const price = () => screen.getByText(/^Rp/).textContent
const chosen = () => screen.getByRole('status', { name: 'chosen' }).textContent

beforeEach(() => {
  Element.prototype.scrollIntoView ??= () => undefined
})

describe('the option chips', () => {
  it('shows the price range until every option is chosen, then the variant’s price and stock', async () => {
    const router = renderProduct()
    await screen.findByRole('group', { name: 'Warna' })
    expect(price()).toBe(`${formatIDR(150_000)} – ${formatIDR(250_000)}`)
    expect(chosen()).toBe(`none ${shirt.stock}`)

    await userEvent.click(chip('Warna', 'Biru'))
    expect(chip('Warna', 'Biru').getAttribute('aria-pressed')).toBe('true')
    expect(price()).toBe(`${formatIDR(150_000)} – ${formatIDR(250_000)}`)
    expect(router.state.location.search).toBe('')

    await userEvent.click(chip('Ukuran', 'L'))
    expect(price()).toBe(formatIDR(200_000))
    expect(chosen()).toBe('108 4')
    expect(router.state.location.search).toBe('?variant=108')
    // Choosing replaces the address: nothing to go back through.
    expect(router.state.historyAction).toBe('REPLACE')

    // Pressing the chosen chip again unchooses it, and the range is back.
    await userEvent.click(chip('Ukuran', 'L'))
    expect(price()).toBe(`${formatIDR(150_000)} – ${formatIDR(250_000)}`)
    expect(router.state.location.search).toBe('')
  })

  it('shows values with no stock left struck through and disabled', async () => {
    renderProduct()
    await screen.findByRole('group', { name: 'Warna' })
    // Hijau is sold out in every size.
    expect(chip('Warna', 'Hijau')).toHaveProperty('disabled', true)
    expect(chip('Warna', 'Hijau').getAttribute('aria-label')).toBe('Hijau (sold out)')
    expect(chip('Warna', 'Hijau').className).toContain('line-through')
    // XXL is left in Biru: only once Merah is chosen is it sold out.
    expect(chip('Ukuran', 'XXL')).toHaveProperty('disabled', false)
    await userEvent.click(chip('Warna', 'Merah'))
    expect(chip('Ukuran', 'XXL')).toHaveProperty('disabled', true)
    expect(chip('Ukuran', 'XL')).toHaveProperty('disabled', false)
  })

  it('names the missing option and marks its chips when the purchase asks for it', async () => {
    renderProduct()
    await screen.findByRole('group', { name: 'Warna' })
    await userEvent.click(chip('Warna', 'Merah'))
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    const message = await screen.findByRole('alert')
    expect(message.textContent).toBe('Choose Ukuran')
    const group = screen.getByRole('group', { name: 'Ukuran' })
    expect(group.getAttribute('aria-describedby')).toBe(message.id)
    expect(document.activeElement).toBe(chip('Ukuran', 'S'))

    await userEvent.click(chip('Ukuran', 'M'))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('opens the variant a shared link names, chosen', async () => {
    renderProduct(shirt, '?variant=109')
    await screen.findByRole('group', { name: /^Warna/ })
    expect(chip('Warna', 'Biru').getAttribute('aria-pressed')).toBe('true')
    expect(chip('Ukuran', 'XL').getAttribute('aria-pressed')).toBe('true')
    expect(price()).toBe(formatIDR(225_000))
    expect(chosen()).toBe('109 4')
  })

  it('leaves a product without options as it was: one price, no chips', async () => {
    const plain = { ...buildProduct(8, { price: 50_000 }), options: [], variants: [] }
    renderProduct(plain)
    await waitFor(() => expect(price()).toBe(formatIDR(50_000)))
    expect(screen.queryByRole('group')).toBeNull()
    expect(chosen()).toBe('none 3')
  })
})
