import type { Locator } from 'playwright-core'

/**
 * Address forms pick their areas from the API's list (docs/decisions/1013-address-areas.md): each
 * level is a button that opens a searchable list. The labels in each language of the app.
 */
const LABELS = {
  en: {
    levels: ['Province', 'City or regency', 'District', 'Village'],
    search: 'Search',
    postalCode: 'Postal code',
    street: 'Street',
    recipientName: 'Recipient name',
    phone: 'Phone',
  },
  id: {
    levels: ['Provinsi', 'Kota/Kabupaten', 'Kecamatan', 'Kelurahan/Desa'],
    search: 'Cari',
    postalCode: 'Kode pos',
    street: 'Alamat lengkap',
    recipientName: 'Nama penerima',
    phone: 'Nomor HP',
  },
} as const
export type FormLanguage = keyof typeof LABELS

/** A place as a person enters it: the four areas by name as the list names them, then typed. */
export interface FormPlace {
  areas: readonly [province: string, city: string, district: string, village: string]
  postalCode: string
  street: string
  recipientName: string
  phone: string
}

/** A buyer's address in Bandung. */
export const BANDUNG_PLACE: FormPlace = {
  areas: ['Jawa Barat', 'Kota Bandung', 'Coblong', 'Lebak Gede'],
  postalCode: '40132',
  street: 'Jl. Dipati Ukur No. 35, RT 02/RW 05',
  recipientName: 'Dewi Lestari',
  phone: '0812 3456 7890',
}

/** Opens one level's list, searches it for `name` and picks that area. */
export async function pickArea(
  scope: Locator,
  label: string,
  name: string,
  language: FormLanguage = 'en',
) {
  await scope.getByRole('button', { name: label, exact: true }).click()
  const search = scope.getByRole('combobox', { name: `${LABELS[language].search} ${label}` })
  await search.fill(name)
  await scope.getByRole('option', { name, exact: true }).click()
}

/** Picks the four areas of `place` in turn. */
export async function pickAreas(
  scope: Locator,
  areas: FormPlace['areas'],
  language: FormLanguage = 'en',
) {
  const { levels } = LABELS[language]
  for (const [i, name] of areas.entries()) await pickArea(scope, levels[i] ?? '', name, language)
}

/** Fills a place form (an address or a store's origin): the areas picked, the rest typed. */
export async function fillPlace(scope: Locator, place: FormPlace, language: FormLanguage = 'en') {
  const labels = LABELS[language]
  await pickAreas(scope, place.areas, language)
  await scope.getByLabel(labels.postalCode, { exact: true }).fill(place.postalCode)
  await scope.getByLabel(labels.street, { exact: true }).fill(place.street)
  await scope.getByLabel(labels.recipientName, { exact: true }).fill(place.recipientName)
  await scope.getByLabel(labels.phone, { exact: true }).fill(place.phone)
}
