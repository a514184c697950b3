import fs from 'node:fs'
import path from 'node:path'
import type { Order, Product, Store } from '@pasar/shared'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  apiAs,
  createAccount,
  DEMO_SHOPPER,
  login,
  signInAs,
  type Account,
} from '../support/accounts.ts'
import { expectAccessible, screenshot, useBrowser } from '../support/browser.ts'
import { addAddress, productsInStock } from '../support/checkout.ts'
import { DEMO_SELLERS, findInbox } from '../support/fulfilment.ts'

// The Indonesian interface (docs/decisions/0998-i18n-with-i18next.md): every screen at 390 px
// in a browser whose language is Indonesian, looked at in its screenshot, and checked for any
// English text the catalogues translate.

const browser = useBrowser()
// An operator by ADMIN_EMAILS of the e2e server (support/global-setup.ts).
const OPERATOR: Account = {
  email: 'bahasa-ops@pasar.test',
  username: 'bahasa_ops',
  name: 'Putu Operator',
  password: 'correct-horse',
}

/** English texts that have an Indonesian translation different from them. */
function translatedEnglishTexts(): Set<string> {
  const root = path.resolve(import.meta.dirname, '../..')
  const folders: string[] = [path.join(root, 'packages/shared/src/messages')]
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (!entry.isDirectory()) continue
      if (entry.name === 'i18n' && fs.existsSync(path.join(full, 'en.json'))) folders.push(full)
      walk(full)
    }
  }
  walk(path.join(root, 'apps/web/src'))
  const texts = new Set<string>()
  // A word that some catalogue keeps as it is (Total, Status) is Indonesian too.
  const same = new Set<string>()
  for (const folder of folders) {
    const read = (name: string) =>
      JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')) as Record<string, string>
    const en = read('en.json')
    const id = read('id.json')
    for (const [key, text] of Object.entries(en)) {
      const translation = id[key] ?? id[key.replace(/_(one|other)$/, '_other')]
      // Texts with placeholders or tags are checked by their fixed words elsewhere.
      if (translation === text) same.add(text.trim())
      if (/\{\{|<\w+>/.test(text) || translation === text || !/\p{L}{3}/u.test(text)) continue
      texts.add(text.trim())
    }
  }
  for (const text of same) texts.delete(text)
  return texts
}

const english = translatedEnglishTexts()

/** Every visible text line and every accessible name or placeholder on the page. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      const text = node.textContent?.trim()
      if (!text || !parent || !parent.checkVisibility()) continue
      texts.push(text)
    }
    const named = document.querySelectorAll<HTMLElement>(
      '[aria-label], [placeholder], [title], img[alt]',
    )
    for (const element of Array.from(named)) {
      if (!element.checkVisibility() && !element.matches('[role=dialog], [role=region]')) continue
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim()
        if (value) texts.push(value)
      }
    }
    return texts
  })
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, {
    timeout: 15_000,
  })
}

/** Screenshots what the page shows now and fails on any English text in it. */
async function expectIndonesian(
  page: Page,
  name: string,
  options: { docs?: boolean; fullPage?: boolean } = {},
) {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('id')
  await screenshot(page, `id-${name}`, options)
  const untranslated = (await shownTexts(page)).filter((text) => english.has(text))
  expect([...new Set(untranslated)], `${name} shows English`).toEqual([])
}

/** Opens `url`, waits for it to settle, then checks it as `expectIndonesian` does. */
async function visit(page: Page, url: string, name: string, options: { docs?: boolean } = {}) {
  await page.goto(url)
  await settle(page)
  await expectIndonesian(page, name, options)
}

/** Opens the dialog `opener` opens, checks it, and closes it with Escape: nothing is changed. */
async function inDialog(page: Page, opener: Locator, name: string) {
  await opener.click()
  const dialog = page.getByRole('dialog')
  await dialog.waitFor()
  await settle(page)
  // What the phone's screen shows: the dialog over the page where it was opened.
  await expectIndonesian(page, name, { fullPage: false })
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
}

async function indonesianPage(account?: Account) {
  const page = await browser.newPage('phone', 'id-ID')
  if (account) await signInAs(page, account)
  return page
}

describe('the Indonesian interface', () => {
  it('has translations for every text it would check', () => {
    expect(english.size).toBeGreaterThan(500)
  })

  it('shows the catalogue and sign-in screens in Indonesian to a visitor', async () => {
    const page = await indonesianPage()
    const [product] = await productsInStock(0, 1)
    await visit(page, '/', 'home', { docs: true })
    await visit(page, '/products?sort=price_asc', 'listing')
    await visit(page, '/category/electronics', 'category')
    await visit(page, '/search?q=kaos', 'search')
    await visit(page, `/product/${product?.uuid}`, 'product', { docs: true })
    await visit(page, `/stores/${product?.store.slug}`, 'store')
    await visit(page, '/sign-in', 'sign-in')
    await visit(page, '/sign-up', 'sign-up')
    await visit(page, '/signin/reset-password', 'reset-password')
    await visit(page, '/no-such-page', 'not-found')
    await expectAccessible(page)
  })

  it("shows a shopper's cart, orders and profile in Indonesian", async () => {
    const page = await indonesianPage(DEMO_SHOPPER)
    const { accessToken } = await login(DEMO_SHOPPER)
    const { data: orders } = await apiAs<{ data: Order[] }>(
      accessToken,
      'GET',
      '/api/v1/orders?limit=50',
    )
    await visit(page, '/cart', 'cart', { docs: true })
    await visit(page, '/wishlist', 'wishlist')
    await visit(page, '/dashboard', 'dashboard')
    await visit(page, '/dashboard/orders', 'orders')
    const shipped = orders.find((o) => o.storeOrders?.some((s) => s.status === 'SHIPPED'))
    await visit(page, `/dashboard/orders/${(shipped ?? orders[0])?.id}`, 'order-detail', {
      docs: true,
    })
    await visit(page, '/profile', 'profile')
    await visit(page, '/profile/addresses', 'addresses')
    await expectAccessible(page)
  })

  it('shows a cart with a product and its checkout in Indonesian', async () => {
    const shopper = await createAccount()
    const { accessToken } = await login(shopper)
    await addAddress(accessToken)
    const [product] = await productsInStock(0, 1)
    await apiAs(accessToken, 'POST', '/api/v1/carts', { productId: product?.id, quantity: 1 })
    const page = await indonesianPage(shopper)
    await visit(page, '/cart', 'cart-with-product')
    await visit(page, `/checkout?items=${product?.id}`, 'checkout', { docs: true })
    // The courier options arrived: the summary can be paid ('Bayar Sekarang').
    expect(await page.getByRole('button', { name: 'Bayar Sekarang' }).isEnabled()).toBe(true)
    await expectAccessible(page)
  })

  it("shows a seller's dashboard in Indonesian", async () => {
    const seller = DEMO_SELLERS[0] as Account
    const page = await indonesianPage(seller)
    const { accessToken } = await login(seller)
    const { data: stores } = await apiAs<{ data: Store[] }>(
      accessToken,
      'GET',
      '/api/v1/stores/user',
    )
    const slug = stores[0]?.slug
    await visit(page, '/dashboard/stores', 'stores')
    await visit(page, `/dashboard/stores/${slug}`, 'store-products')
    await visit(page, `/dashboard/stores/${slug}/orders`, 'store-orders', { docs: true })
    await visit(page, `/dashboard/stores/${slug}/reviews`, 'store-reviews')
    await visit(page, `/dashboard/stores/${slug}/finance`, 'finance')
    await visit(page, `/dashboard/stores/${slug}/settings`, 'store-settings')
    await expectAccessible(page)
  })

  it("shows the seller's dialogs and product editor in Indonesian", async () => {
    const inbox = await findInbox('TO_SHIP', 1)
    const [toShip] = inbox.page.data
    if (!toShip) throw new Error('unreachable')
    const slug = inbox.store.slug
    const page = await indonesianPage(inbox.account)
    await visit(page, `/dashboard/stores/${slug}/orders`, 'store-orders-to-ship')
    const card = page.getByTestId(`store-order-${toShip.id}`)
    await inDialog(
      page,
      card.getByRole('button', { name: `Kirim pesanan #${toShip.orderId}`, exact: true }),
      'dialog-ship',
    )
    await inDialog(
      page,
      card.getByRole('button', { name: `Batalkan pesanan #${toShip.orderId}`, exact: true }),
      'dialog-seller-cancel',
    )
    await visit(page, `/dashboard/stores/${slug}`, 'store-products-again')
    await inDialog(
      page,
      page.getByRole('button', { name: /^Tambah( Produk)?$/ }),
      'dialog-new-product',
    )
    const { data: products } = await apiAs<{ data: Product[] }>(
      inbox.token,
      'GET',
      `/api/v1/stores/${slug}/products?limit=1`,
    )
    await visit(page, `/dashboard/stores/${slug}/${products[0]?.uuid}`, 'product-editor')
    await visit(page, `/dashboard/stores/${slug}/finance`, 'finance-again')
    const withdraw = page.getByRole('button', { name: 'Tarik Dana' })
    if (await withdraw.isEnabled()) await inDialog(page, withdraw, 'dialog-withdraw')
    await expectAccessible(page)
  })

  it("shows a shopper's dialogs in Indonesian", async () => {
    const page = await indonesianPage(DEMO_SHOPPER)
    await visit(page, '/profile/addresses', 'addresses-again')
    await inDialog(page, page.getByRole('button', { name: 'Tambah alamat' }), 'dialog-address')
    const { accessToken } = await login(DEMO_SHOPPER)
    const { data: orders } = await apiAs<{ data: Order[] }>(
      accessToken,
      'GET',
      '/api/v1/orders?limit=50',
    )
    // A completed store order whose lines can still be reviewed (the demo seed has one).
    for (const order of orders.filter((o) =>
      o.storeOrders?.some((s) => s.status === 'COMPLETED'),
    )) {
      await visit(page, `/dashboard/orders/${order.id}`, 'order-completed')
      const review = page.getByRole('button', { name: /^Tulis Ulasan untuk / }).first()
      if ((await review.count()) === 0) continue
      await inDialog(page, review, 'dialog-review')
      break
    }
    const cancelable = orders.find((o) => o.storeOrders?.some((s) => s.status === 'TO_SHIP'))
    if (cancelable) {
      await visit(page, `/dashboard/orders/${cancelable.id}`, 'order-paid')
      await inDialog(
        page,
        page.getByRole('button', { name: /^Batalkan pesanan dari / }).first(),
        'dialog-buyer-cancel',
      )
    }
  })

  it("shows the operator's console in Indonesian", async () => {
    await login(OPERATOR).catch(() => createAccount(OPERATOR))
    const page = await indonesianPage(OPERATOR)
    for (const section of [
      '',
      'users',
      'stores',
      'products',
      'categories',
      'payouts',
      'refunds',
      'audit',
    ]) {
      await visit(page, `/admin${section ? `/${section}` : ''}`, `admin-${section || 'overview'}`)
    }
  })

  it('names the categories and a system cancel reason in Indonesian at 390 and 1280 px', async () => {
    // Category names are the operators' in each language; system reasons are codes
    // (docs/decisions/1011-texts-in-the-readers-language.md).
    const { accessToken } = await login(DEMO_SHOPPER)
    const { data: orders } = await apiAs<{ data: Order[] }>(
      accessToken,
      'GET',
      '/api/v1/orders?limit=50',
    )
    const REASONS: Record<string, string> = {
      'cancel.NOT_PAID_IN_TIME': 'Pesanan tidak dibayar tepat waktu.',
      'cancel.BUYER_CANCELED_UNPAID': 'Pembeli membatalkan pesanan sebelum membayar.',
      'cancel.PAYMENT_FAILED': 'Pembayaran gagal.',
      'cancel.SHIP_BY_PASSED': 'Penjual tidak mengirim pesanan tepat waktu.',
    }
    const canceled = orders.find((o) => o.storeOrders?.some((s) => s.cancelReasonCode))
    const part = canceled?.storeOrders?.find((s) => s.cancelReasonCode)
    const reason = part?.cancelReasonCode && REASONS[part.cancelReasonCode.code]
    if (!canceled || !part?.cancelReason || !reason) {
      throw new Error('the demo shopper has no order the system canceled')
    }
    const ENGLISH_NAMES = ['Electronics', "Men's Clothing", "Women's Clothing", 'Jewelry', 'Sports']
    for (const viewport of ['phone', 'desktop'] as const) {
      const page = await browser.newPage(viewport, 'id-ID')
      await signInAs(page, DEMO_SHOPPER)
      await page.goto('/')
      await settle(page)
      const header = page.getByRole('banner')
      let menu: Locator
      if (viewport === 'desktop') {
        // Hover, like a mouse user: Radix opens on hover and a click would toggle it shut again.
        await header.getByRole('button', { name: 'Kategori' }).hover()
        menu = page.getByRole('navigation', { name: /Utama|Main/ })
      } else {
        await header.getByRole('button', { name: 'Buka menu' }).click()
        menu = page.getByRole('dialog')
      }
      for (const [name, href] of [
        ['Elektronik', '/category/electronics'],
        ['Pakaian Pria', '/category/mens-clothing'],
        ['Perhiasan', '/category/jewelery'],
      ]) {
        const link = menu.getByRole('link', { name, exact: true })
        await expect.poll(() => link.isVisible()).toBe(true)
        expect(await link.getAttribute('href')).toBe(href)
      }
      for (const name of ENGLISH_NAMES) {
        expect(await menu.getByRole('link', { name, exact: true }).count(), name).toBe(0)
      }
      await page.waitForFunction(() =>
        document.getAnimations().every((a) => a.playState !== 'running'),
      )
      await screenshot(page, 'id-category-menu', { fullPage: false })
      await page.keyboard.press('Escape')

      await visit(page, '/category/jewelery', 'category-jewelry')
      expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toContain(
        'Perhiasan',
      )
      expect(await page.title()).toContain('Perhiasan')

      await visit(page, `/dashboard/orders/${canceled.id}`, 'order-canceled-by-system')
      await expect.poll(() => page.getByText(reason).first().isVisible()).toBe(true)
      expect(await page.getByText(part.cancelReason).count()).toBe(0)
      await expectAccessible(page)
    }
  })

  it('switches from English to Indonesian in the header, and keeps the choice', async () => {
    const page = await browser.newPage('desktop')
    await page.goto('/')
    await expect.poll(() => page.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
    const header = page.getByRole('banner')
    await header.getByRole('button', { name: /Switch to Bahasa Indonesia/ }).click()
    await expect.poll(() => page.getByRole('link', { name: 'Masuk' }).isVisible()).toBe(true)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('id')
    await page.reload()
    await expect.poll(() => page.getByRole('link', { name: 'Masuk' }).isVisible()).toBe(true)
    await screenshot(page, 'id-home', { docs: true })
    await header.getByRole('button', { name: /Ganti ke English/ }).click()
    await expect.poll(() => page.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true)
  })
})
