import { PHONE_MESSAGE, POSTAL_CODE_MESSAGE, type PublicStore, type Store } from '@pasar/shared'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { createAccount, login, signInAs } from '../support/accounts.ts'
import {
  baseURL,
  expectAccessible,
  expectNoPageErrors,
  screenshot,
  screenshotsAtBothSizes,
  useBrowser,
} from '../support/browser.ts'
import { BANDUNG_PLACE, fillPlace, pickArea, pickAreas } from '../support/places.ts'
import { createProduct, createSeller } from '../support/sellers.ts'

const browser = useBrowser()

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

async function fill(scope: Locator, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await scope.getByLabel(label, { exact: true }).fill(value)
  }
}

const home = {
  'Postal code': '40132',
  Street: 'Jl. Dipati Ukur No. 35, RT 02/RW 05',
  'Recipient name': 'Dewi Lestari',
  Phone: '0812 3456 7890',
  'Label (optional)': 'Rumah',
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(`${baseURL()}${url}`)
  return (await res.json()) as T
}

describe('address book', () => {
  it('adds, edits, moves the default and deletes addresses, from the user menu', async () => {
    const page = await browser.newPage('desktop')
    await signInAs(page, await createAccount())
    await page.goto('/')
    await page.getByRole('button', { name: /^Account menu for/ }).click()
    await page.getByRole('menuitem', { name: 'Addresses' }).click()
    await page.waitForURL('**/profile/addresses')
    await expect.poll(() => page.getByText('No addresses yet').isVisible()).toBe(true)
    await screenshotsAtBothSizes(page, 'addresses-empty')

    // The dialog shows the shared schema's messages and keeps what was typed.
    await page.getByRole('button', { name: 'Add address' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add address' })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    await pickAreas(dialog, BANDUNG_PLACE.areas)
    await fill(dialog, { ...home, Phone: '022 1234567', 'Postal code': '4013' })
    await dialog.getByRole('button', { name: 'Add address' }).click()
    await expect.poll(() => dialog.getByText(PHONE_MESSAGE).isVisible()).toBe(true)
    expect(await dialog.getByText(POSTAL_CODE_MESSAGE).isVisible()).toBe(true)
    await screenshotsAtBothSizes(page, 'address-dialog-errors')
    await expectAccessible(page)
    await fill(dialog, { Phone: home.Phone, 'Postal code': home['Postal code'] })
    await dialog.getByRole('button', { name: 'Add address' }).click()
    await expect.poll(() => toast(page, 'Address is added.').isVisible()).toBe(true)

    const list = page.getByRole('list', { name: 'Your addresses' })
    const rumah = list.getByRole('listitem').filter({ hasText: 'Rumah' })
    await expect.poll(() => rumah.getByText('Default', { exact: true }).isVisible()).toBe(true)
    expect(await rumah.getByText('+6281234567890').isVisible()).toBe(true)
    expect(
      await rumah
        .getByText(
          'Jl. Dipati Ukur No. 35, RT 02/RW 05, Lebak Gede, Coblong, Kota Bandung, Jawa Barat 40132',
        )
        .isVisible(),
    ).toBe(true)

    // A second address; then it becomes the default.
    await page.getByRole('button', { name: 'Add address' }).click()
    await pickAreas(dialog, [
      'Daerah Khusus Ibukota Jakarta',
      'Kota Administrasi Jakarta Selatan',
      'Setiabudi',
      'Karet Semanggi',
    ])
    await fill(dialog, {
      ...home,
      'Label (optional)': 'Kantor',
      'Postal code': '12930',
      Street: 'Jl. Jend. Sudirman Kav. 52-53, Lt. 9',
      Phone: '+62 857 1234 5678',
    })
    await dialog.getByRole('button', { name: 'Add address' }).click()
    const kantor = list.getByRole('listitem').filter({ hasText: 'Kantor' })
    await expect.poll(() => kantor.isVisible()).toBe(true)
    expect(await kantor.getByText('Default', { exact: true }).count()).toBe(0)
    await kantor.getByRole('button', { name: 'Set as default' }).click()
    await expect.poll(() => kantor.getByText('Default', { exact: true }).isVisible()).toBe(true)
    expect(await rumah.getByText('Default', { exact: true }).count()).toBe(0)
    await expectAccessible(page) // also waits for the toasts to go
    await screenshotsAtBothSizes(page, 'addresses', { docs: true })

    // Edit the first one.
    await rumah.getByRole('button', { name: 'Edit' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit address' })
    await expect.poll(() => edit.getByLabel('Street').inputValue()).toBe(home.Street)
    await edit.getByLabel('Street').fill('Jl. Ganesha No. 10')
    await edit.getByRole('button', { name: 'Save address' }).click()
    await expect.poll(() => toast(page, 'Address is updated.').isVisible()).toBe(true)
    await expect.poll(() => rumah.getByText(/^Jl\. Ganesha No\. 10,/).isVisible()).toBe(true)

    // Delete the default, after confirming: the other one becomes the default.
    await kantor.getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('alertdialog')
    await expect.poll(() => confirm.getByText(/newest other address/).isVisible()).toBe(true)
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect.poll(() => kantor.count()).toBe(0)
    await expect.poll(() => rumah.getByText('Default', { exact: true }).isVisible()).toBe(true)
    // Focus went on to the address left, named by its label, not to the top of the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-labelledby')))
      .toMatch(/^address-\d+-title$/)
    expect(await page.locator('li:focus').getByRole('heading', { name: 'Rumah' }).count()).toBe(1)
    expectNoPageErrors(page)
  })

  it('is in the phone drawer', async () => {
    const page = await browser.newPage('phone')
    await signInAs(page, await createAccount())
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click()
    const link = page.getByRole('dialog').getByRole('link', { name: 'Addresses', exact: true })
    expect(await link.getAttribute('href')).toBe('/profile/addresses')
    await link.click()
    await page.waitForURL('**/profile/addresses')
    await expect
      .poll(() => page.getByRole('heading', { name: 'Addresses', level: 1 }).isVisible())
      .toBe(true)
    expectNoPageErrors(page)
  })
})

describe('alamat dalam Bahasa Indonesia: wilayah dipilih dari daftar', () => {
  it.each(['phone', 'desktop'] as const)(
    'adds an address by picking its areas (%s)',
    async (size) => {
      const page = await browser.newPage(size, 'id-ID')
      const account = await createAccount()
      await signInAs(page, account)
      await page.goto('/profile/addresses')
      await page.getByRole('button', { name: 'Tambah alamat' }).click()
      const dialog = page.getByRole('dialog', { name: 'Tambah alamat' })
      await expect.poll(() => dialog.isVisible()).toBe(true)
      // A level waits for the one above it.
      expect(
        await dialog.getByRole('button', { name: 'Kecamatan', exact: true }).isDisabled(),
      ).toBe(true)
      await pickArea(dialog, 'Provinsi', 'Jawa Barat', 'id')
      await pickArea(dialog, 'Kota/Kabupaten', 'Kota Bandung', 'id')
      await pickArea(dialog, 'Kecamatan', 'Coblong', 'id')
      // The village list open and searched, as a shopper sees it.
      await dialog.getByRole('button', { name: 'Kelurahan/Desa', exact: true }).click()
      await dialog.getByRole('combobox', { name: 'Cari Kelurahan/Desa' }).fill('dag')
      const dago = dialog.getByRole('option', { name: 'Dago', exact: true })
      await expect.poll(() => dago.isVisible()).toBe(true)
      expect(await dialog.getByRole('option', { name: 'Lebak Gede' }).count()).toBe(0)
      await screenshot(page, 'id-address-picker', { fullPage: false, accessible: true })
      await dago.click()
      expect(
        await dialog.getByRole('button', { name: 'Kelurahan/Desa', exact: true }).textContent(),
      ).toContain('Dago')
      await dialog.getByLabel('Kode pos', { exact: true }).fill('40135')
      await dialog.getByLabel('Alamat lengkap', { exact: true }).fill('Jl. Ir. H. Juanda No. 96')
      await dialog.getByLabel('Nama penerima', { exact: true }).fill('Siti Rahma')
      await dialog.getByLabel('Nomor HP', { exact: true }).fill('0812 3456 7890')
      await dialog.getByRole('button', { name: 'Tambah alamat' }).click()
      await expect.poll(() => toast(page, 'Alamat berhasil ditambahkan.').isVisible()).toBe(true)
      const card = page.getByRole('list', { name: 'Alamat kamu' }).getByRole('listitem')
      await expect
        .poll(() =>
          card
            .getByText('Jl. Ir. H. Juanda No. 96, Dago, Coblong, Kota Bandung, Jawa Barat 40135')
            .isVisible(),
        )
        .toBe(true)
      const book = await fetch(`${baseURL()}/api/v1/addresses`, {
        headers: { authorization: `Bearer ${(await login(account)).accessToken}` },
      })
      expect(((await book.json()) as { data: unknown[] }).data).toEqual([
        expect.objectContaining({ villageCode: '32.73.02.1004', district: 'Coblong' }),
      ])
      await screenshot(page, 'id-addresses-picked', { accessible: true })
      expectNoPageErrors(page)
    },
  )
})

describe('seller: shipping origin and product weight', () => {
  it("sets the store's shipping origin and a product's weight", async () => {
    const seller = await createSeller()
    const product = await createProduct(seller, {
      name: 'Rice Cooker Mini',
      price: 350_000,
      stock: 4,
    })
    expect(product.weight).toBe(1000)
    const page = await browser.newPage('desktop')
    await signInAs(page, seller.account)
    const slug = seller.store.slug

    // A store without an origin says so on its products screen, with the way to fix it.
    await page.goto(`/dashboard/stores/${slug}`)
    const notice = page.getByRole('note').filter({ hasText: 'Buyers cannot check out' })
    await expect.poll(() => notice.isVisible()).toBe(true)
    await screenshotsAtBothSizes(page, 'store-origin-notice')
    await notice.getByRole('link', { name: 'Set shipping origin' }).click()
    await page.waitForURL(`**/dashboard/stores/${slug}/settings`)
    const origin = page.getByRole('form', { name: 'Shipping origin' })
    await expect.poll(() => origin.isVisible()).toBe(true)
    expect(await page.getByText('Buyers cannot check out from your store').isVisible()).toBe(true)
    await fillPlace(origin, {
      areas: ['Bali', 'Kota Denpasar', 'Denpasar Selatan', 'Renon'],
      postalCode: '80226',
      street: 'Jl. Tukad Badung No. 21',
      recipientName: 'Made Wirawan',
      phone: '6285737120088',
    })
    await origin.getByRole('button', { name: 'Save shipping origin' }).click()
    await expect.poll(() => toast(page, 'Shipping origin is saved.').isVisible()).toBe(true)
    await expect.poll(() => origin.getByLabel('Phone').inputValue()).toBe('+6285737120088')
    await expectAccessible(page) // also waits for the toasts to go
    await screenshotsAtBothSizes(page, 'store-shipping-origin', { docs: true })
    const mine = await fetch(`${baseURL()}/api/v1/stores/user`, {
      headers: { authorization: `Bearer ${seller.token}` },
    })
    const stores = ((await mine.json()) as { data: Store[] }).data
    expect(stores[0]?.address).toMatchObject({
      street: 'Jl. Tukad Badung No. 21',
      village: 'Renon',
      villageCode: '51.71.01.1005',
    })
    const publicStore = await getJson<{ data: PublicStore }>(`/api/v1/stores/${slug}`)
    expect(publicStore.data.address).toEqual({ province: 'Bali', city: 'Kota Denpasar' })
    await page.getByRole('link', { name: 'Products', exact: true }).click()
    await page.waitForURL(`**/dashboard/stores/${slug}`)
    await expect.poll(() => page.getByRole('table').isVisible()).toBe(true)
    expect(await notice.count()).toBe(0)

    await page.goto(`/dashboard/stores/${slug}/${product.uuid}`)
    const weight = page.getByLabel('Weight (grams)')
    await expect.poll(() => weight.inputValue()).toBe('1000')
    await weight.fill('0')
    await page.getByRole('button', { name: 'Edit product' }).click()
    await expect
      .poll(() =>
        page.getByText('Weight must be a whole number of grams from 1 to 50,000').isVisible(),
      )
      .toBe(true)
    await weight.fill('2300')
    await page.getByRole('button', { name: 'Edit product' }).click()
    await expect.poll(() => toast(page, 'Product updated.').isVisible()).toBe(true)
    const detail = await getJson<{ data: { weight: number } }>(`/api/v1/products/${product.uuid}`)
    expect(detail.data.weight).toBe(2300)
    expectNoPageErrors(page)
  })
})
