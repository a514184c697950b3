import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { signInAs } from '../support/accounts.ts'
import { expectAccessible, screenshotsAtBothSizes, useBrowser } from '../support/browser.ts'
import { createProduct, createSeller } from '../support/sellers.ts'

// Sellers edit everything they made, and sign-up fits Indonesian names (docs/product.md#stores,
// docs/product.md#accounts), in Indonesian at 390 and 1280 px.

const browser = useBrowser()
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-pictures-'))
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))

describe("a seller's product edit", () => {
  it('changes the category and the pictures, with upload progress', async () => {
    const seller = await createSeller()
    const product = await createProduct(seller, { name: 'Kemeja Batik', price: 180_000, stock: 4 })
    const picture = path.join(folder, 'kemeja.png')
    fs.writeFileSync(
      picture,
      await sharp({ create: { width: 600, height: 600, channels: 3, background: '#b45309' } })
        .png()
        .toBuffer(),
    )
    const page = await browser.newPage('phone', 'id-ID')
    await signInAs(page, seller.account)
    await page.goto(`/dashboard/stores/${seller.store.slug}/${product.uuid}`)
    await page.getByRole('heading', { name: 'Foto' }).waitFor()

    // A new picture, moved to the front, then saved.
    await page.locator('#pictures-add').setInputFiles(picture)
    await page.getByRole('button', { name: 'Pindahkan foto 2 ke depan' }).click()
    await screenshotsAtBothSizes(page, 'id-edit-product-pictures', { accessible: true })
    await page.getByRole('button', { name: 'Simpan foto' }).click()
    await expect
      .poll(() => page.getByText('Foto disimpan.').first().isVisible(), { timeout: 15_000 })
      .toBe(true)
    const saved = await (
      await fetch(new URL(`/api/v1/products/${product.uuid}`, page.url()))
    ).json()
    const images = (saved as { data: { images: string[] } }).data.images
    expect(images, JSON.stringify({ images, before: product.images })).toHaveLength(2)
    expect(images[1], JSON.stringify({ images, before: product.images })).toBe(product.images[0])

    // The category select lists the categories and saves the choice.
    await page.getByLabel('Kategori').click()
    const options = page.getByRole('option')
    await expect.poll(() => options.count()).toBeGreaterThan(1)
    await options.nth(1).click()
    await expectAccessible(page)
  })
})

describe('sign-up', () => {
  it('shows its rules before the first submit, takes Ani and agus, and fills in the email to sign in', async () => {
    const page = await browser.newPage('phone', 'id-ID')
    await page.goto('/sign-up')
    await page.getByText('3–30 huruf, angka, titik (.) atau garis bawah (_)').waitFor()
    await page.getByText('2–50 karakter').waitFor()
    await screenshotsAtBothSizes(page, 'id-sign-up-rules', { accessible: true })
    const id = randomBytes(3).toString('hex')
    const email = `ani-${id}@example.com`
    await page.getByLabel('Nama pengguna').fill(`agus.${id}`)
    await page.getByLabel('Nama', { exact: true }).fill('Ani')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Kata sandi').fill('correct-horse')
    await page.getByRole('button', { name: 'Daftar', exact: true }).click()
    await page.waitForURL('**/sign-in')
    expect(await page.getByLabel('Email').inputValue()).toBe(email)
  })
})
