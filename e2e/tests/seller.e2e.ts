import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { apiAs, createAccount, login, signInAs } from '../support/accounts.ts'
import { baseURL, expectNoPageErrors, screenshot, useBrowser } from '../support/browser.ts'

const browser = useBrowser()
const imageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-seller-'))
afterAll(() => fs.rmSync(imageDir, { recursive: true, force: true }))

/** Writes a real PNG of one colour and returns its path. */
async function png(name: string, background: string): Promise<string> {
  const file = path.join(imageDir, name)
  await sharp({ create: { width: 800, height: 800, channels: 3, background } })
    .png()
    .toFile(file)
  return file
}

async function getJson<T>(url: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseURL()}${url}`)
  return { status: res.status, body: (await res.json()) as T }
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

async function fillProductForm(page: Page, name: string, images: string[]) {
  const dialog = page.getByRole('dialog', { name: 'Create a New Product' })
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel('Description').fill('Hand-drawn batik, made for the browser test.')
  await dialog.getByRole('combobox', { name: 'Category' }).click()
  await page.getByRole('option').first().click()
  await dialog.getByLabel('Price').fill('150000')
  await dialog.getByLabel('Stock').fill('7')
  await dialog.locator('input[type=file]').setInputFiles(images)
  return dialog
}

describe('selling', () => {
  it('creates a store, sells a product, edits, deletes, renames and deletes the store', async () => {
    const page = await browser.newPage('desktop')
    await signInAs(page, await createAccount())
    const id = randomBytes(3).toString('hex')
    const storeName = `Toko Uji ${id}`
    const productName = `Batik Uji ${id}`

    await page.goto('/dashboard/stores')
    await expect.poll(() => page.getByText('No results.').isVisible()).toBe(true)

    // Create the store.
    await page.getByRole('button', { name: 'New' }).click()
    const storeDialog = page.getByRole('dialog', { name: 'Create a New Store' })
    await expect.poll(() => storeDialog.isVisible()).toBe(true)
    await storeDialog.getByRole('button', { name: 'Create Store' }).click()
    await expect
      .poll(() => storeDialog.getByText('Name must contain at least 3 character(s)').isVisible())
      .toBe(true)
    await storeDialog.getByLabel('Name').fill(storeName)
    await storeDialog.getByLabel('Description').fill('Batik and woven cloth from Solo.')
    await storeDialog.getByRole('button', { name: 'Create Store' }).click()
    await expect.poll(() => toast(page, 'Store is created.').isVisible()).toBe(true)
    const card = page.getByRole('link', { name: new RegExp(storeName) })
    await expect.poll(() => card.isVisible()).toBe(true)
    await expect.poll(() => card.getByText('Add Product').isVisible()).toBe(true)
    await screenshot(page, 'seller-stores', { accessible: true })

    // Add a product with two images (a third is picked, then removed).
    await card.click()
    await page.waitForURL(/\/dashboard\/stores\/toko-uji-[0-9a-f]+$/)
    const slug = new URL(page.url()).pathname.split('/').at(-1) ?? ''
    await expect.poll(() => page.getByRole('heading', { name: storeName }).isVisible()).toBe(true)
    await expect.poll(() => page.getByText('No results.').isVisible()).toBe(true)
    await page.getByRole('button', { name: 'New' }).click()
    const images = [
      await png('red.png', '#b91c1c'),
      await png('teal.png', '#0f766e'),
      await png('extra.png', '#1d4ed8'),
    ]
    const dialog = await fillProductForm(page, productName, images)
    await expect.poll(() => dialog.getByRole('img').count()).toBe(3)
    await dialog.getByRole('button', { name: 'Remove extra.png' }).click()
    await expect.poll(() => dialog.getByRole('img').count()).toBe(2)
    await screenshot(page, 'seller-create-product', { accessible: true })
    await dialog.getByRole('button', { name: 'Add Product' }).click()
    await expect
      .poll(() => toast(page, 'Product is created.').isVisible(), { timeout: 30_000 })
      .toBe(true)
    const row = page.getByRole('row').filter({ hasText: productName })
    await expect
      .poll(() => row.getByRole('cell', { name: 'Rp 150.000', exact: true }).isVisible())
      .toBe(true)
    await screenshot(page, 'seller-store-products', { accessible: true })

    // The product is on sale: the public listing, search and its own page.
    const listed = await getJson<{ data: { uuid: string; name: string; images: string[] }[] }>(
      `/api/v1/stores/${slug}/products`,
    )
    const product = listed.body.data.find((p) => p.name === productName)
    expect(product?.images).toHaveLength(2)
    const uuid = product?.uuid ?? ''
    const shopper = await browser.newPage('desktop')
    await shopper.goto('/products')
    await expect.poll(() => shopper.getByText(productName).isVisible()).toBe(true)
    const found = await getJson<{ data: { products: { uuid: string }[] }[] }>(
      `/api/v1/products/search?query=${encodeURIComponent(`Batik Uji ${id}`)}`,
    )
    expect(found.body.data.flatMap((g) => g.products.map((p) => p.uuid))).toContain(uuid)

    // Edit its price.
    await row.getByRole('button', { name: `Actions for ${productName}` }).click()
    await page.getByRole('menuitem', { name: 'Edit product' }).click()
    await page.waitForURL(`**/dashboard/stores/${slug}/${uuid}`)
    await expect.poll(() => page.getByText('Edit your product here').isVisible()).toBe(true)
    await page.getByLabel('Price').fill('175000')
    await page.getByRole('button', { name: 'Edit product' }).click()
    await expect.poll(() => toast(page, 'Product updated.').isVisible()).toBe(true)
    await page.waitForURL(`**/dashboard/stores/${slug}`)
    await expect
      .poll(() => row.getByRole('cell', { name: 'Rp 175.000', exact: true }).isVisible())
      .toBe(true)
    const detail = await getJson<{ data: { price: number } }>(`/api/v1/products/${uuid}`)
    expect(detail.body.data.price).toBe(175_000)

    // Delete it, after confirming.
    await row.getByRole('button', { name: `Actions for ${productName}` }).click()
    await page.getByRole('menuitem', { name: 'Delete Product' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click()
    await expect.poll(() => page.getByText('No results.').isVisible()).toBe(true)
    expect((await getJson(`/api/v1/products/${uuid}`)).status).toBe(404)

    // Rename the store: the slug stays.
    await page.getByRole('link', { name: 'Settings' }).click()
    await page.waitForURL(`**/dashboard/stores/${slug}/settings`)
    await expect.poll(() => page.getByText('Manage your store here').isVisible()).toBe(true)
    await screenshot(page, 'seller-settings', { accessible: true })
    await page.getByLabel('Name', { exact: true }).fill(`Toko Baru ${id}`)
    await page.getByRole('button', { name: 'Update Store' }).click()
    await expect.poll(() => toast(page, 'Store is updated.').isVisible()).toBe(true)
    await expect
      .poll(() => page.getByRole('heading', { name: `Toko Baru ${id}` }).isVisible())
      .toBe(true)
    expect(new URL(page.url()).pathname).toBe(`/dashboard/stores/${slug}/settings`)

    // Delete the store: a toast, then the stores screen.
    await page.getByRole('button', { name: 'Delete Store' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click()
    await expect.poll(() => toast(page, 'Store is deleted.').isVisible()).toBe(true)
    await page.waitForURL('**/dashboard/stores')
    await expect.poll(() => page.getByText('No results.').isVisible()).toBe(true)
    expect((await getJson(`/api/v1/stores/${slug}`)).status).toBe(404)
    expectNoPageErrors(page)
    expectNoPageErrors(shopper)
  })

  it('shows the seller screens on a phone', async () => {
    const page = await browser.newPage('phone')
    await signInAs(page, await createAccount())
    await page.goto('/dashboard/stores')
    await page.getByRole('button', { name: 'New' }).click()
    const storeDialog = page.getByRole('dialog', { name: 'Create a New Store' })
    await storeDialog.getByLabel('Name').fill('Warung Telepon')
    await storeDialog
      .getByLabel('Description')
      .fill('A store with a long description that should be clamped to two lines on its card.')
    await storeDialog.getByRole('button', { name: 'Create Store' }).click()
    await expect.poll(() => toast(page, 'Store is created.').isVisible()).toBe(true)
    await expect.poll(() => storeDialog.isVisible()).toBe(false)
    await screenshot(page, 'seller-stores', { accessible: true })

    await page.getByRole('link', { name: /Warung Telepon/ }).click()
    await expect.poll(() => page.getByText('Manage your products here').isVisible()).toBe(true)
    await screenshot(page, 'seller-store-products', { accessible: true })

    await page.getByRole('button', { name: 'New' }).click()
    await fillProductForm(page, 'Kopi Telepon', [await png('phone.png', '#92400e')])
    await screenshot(page, 'seller-create-product', { accessible: true })
    await page.keyboard.press('Escape')

    await page.getByRole('link', { name: 'Settings' }).click()
    await expect.poll(() => page.getByText('Manage your store here').isVisible()).toBe(true)
    await screenshot(page, 'seller-settings', { accessible: true })
    expectNoPageErrors(page)
  })

  it('sends me to /dashboard from a store that is not mine', async () => {
    const owner = await login(await createAccount())
    const { data: theirs } = await apiAs<{ data: { slug: string } }>(
      owner.accessToken,
      'POST',
      '/api/v1/stores',
      { name: 'Not Your Store' },
    )
    const page = await browser.newPage('desktop')
    await signInAs(page, await createAccount())
    for (const slug of [theirs.slug, 'no-such-store-anywhere']) {
      await page.goto(`/dashboard/stores/${slug}/settings`)
      await page.waitForURL(/\/dashboard$/)
    }
    await expect.poll(() => page.getByRole('heading', { name: 'Dashboard' }).isVisible()).toBe(true)
    expectNoPageErrors(page)
  })
})
