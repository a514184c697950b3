import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  PHONE_MESSAGE,
  POSTAL_CODE_MESSAGE,
  VILLAGE_MESSAGE,
  type Address,
  type CreateAddress,
} from '@pasar/shared'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { placeValues } from '../place-fields/place-fields.tsx'
import { ApiError } from '@/lib/api-client.ts'
import { applyServerErrors } from '@/lib/form-errors.ts'
import { renderWithQueries } from '@/testing/render.tsx'
import { ADDRESS_FIELDS, AddressForm, type AddressFormApi } from './address-form.tsx'

// jsdom has no ResizeObserver; Radix's checkbox measures itself with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

// jsdom has no scrollIntoView; cmdk scrolls the selected item into view with it.
Element.prototype.scrollIntoView ??= () => {}

/** The API's area lists, by path; anything else is unexpected. */
const AREAS: Record<string, { code: string; name: string }[]> = {
  '/api/v1/areas/provinces': [
    { code: '31', name: 'Daerah Khusus Ibukota Jakarta' },
    { code: '32', name: 'Jawa Barat' },
  ],
  '/api/v1/areas/provinces/32/regencies': [
    { code: '32.04', name: 'Kabupaten Bandung' },
    { code: '32.73', name: 'Kota Bandung' },
  ],
  '/api/v1/areas/regencies/32.73/districts': [
    { code: '32.73.01', name: 'Sukasari' },
    { code: '32.73.02', name: 'Coblong' },
  ],
  '/api/v1/areas/districts/32.73.02/villages': [
    { code: '32.73.02.1002', name: 'Lebak Gede' },
    { code: '32.73.02.1004', name: 'Dago' },
  ],
}
let asked: string[] = []
beforeEach(() => {
  asked = []
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(url, 'http://x').pathname
    asked.push(path)
    const data = AREAS[path]
    if (!data) throw new Error(`unexpected ${path}`)
    return new Response(JSON.stringify({ data }), {
      headers: { 'content-type': 'application/json' },
    })
  })
})

function renderForm(
  onSent?: (form: AddressFormApi) => void,
  defaultValues?: Parameters<typeof AddressForm>[0]['defaultValues'],
) {
  const onSubmit = vi.fn<(values: CreateAddress) => void>()
  renderWithQueries(
    <AddressForm
      defaultValues={defaultValues}
      askDefault
      submitLabel="Add address"
      pendingLabel="Adding address"
      pending={false}
      onSubmit={(values, form) => {
        onSubmit(values)
        onSent?.(form)
      }}
    />,
  )
  return onSubmit
}

const type = (label: string, text: string) => userEvent.type(screen.getByLabelText(label), text)

/** Opens a level's list, searches it and picks the one area named `name`. */
async function pick(label: string, search: string, name: string) {
  await userEvent.click(screen.getByRole('button', { name: label }))
  const list = await screen.findByRole('listbox')
  await userEvent.type(screen.getByRole('combobox', { name: `Search ${label}` }), search)
  await userEvent.click(await within(list).findByRole('option', { name }))
}

async function typeAddress() {
  await pick('Province', 'jawa', 'Jawa Barat')
  await pick('City or regency', 'kota', 'Kota Bandung')
  await pick('District', 'cob', 'Coblong')
  await pick('Village', 'lebak', 'Lebak Gede')
  await type('Postal code', '40132')
  await type('Street', 'Jl. Dipati Ukur No. 35')
  await type('Recipient name', 'Dewi Lestari')
  await type('Phone', '0812 3456 7890')
}

describe('AddressForm', () => {
  it("shows the shared schema's messages and sends nothing while a field is wrong", async () => {
    const onSubmit = renderForm()
    await userEvent.type(screen.getByLabelText('Phone'), '0221234567')
    await userEvent.type(screen.getByLabelText('Postal code'), '4013')
    await userEvent.click(screen.getByRole('button', { name: 'Add address' }))
    expect(await screen.findByText(PHONE_MESSAGE)).toBeDefined()
    expect(screen.getByText(POSTAL_CODE_MESSAGE)).toBeDefined()
    expect(screen.getByText('Recipient name must contain at least 3 character(s)')).toBeDefined()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('checks nothing before the first submit, then focuses the first field refused and re-checks each change', async () => {
    renderForm()
    await type('Phone', '0221234567')
    expect(screen.queryByText(PHONE_MESSAGE)).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Add address' }))
    expect(await screen.findByText(PHONE_MESSAGE)).toBeDefined()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Province' }))

    await userEvent.clear(screen.getByLabelText('Phone'))
    await type('Phone', '081234567890')
    await vi.waitFor(() => expect(screen.queryByText(PHONE_MESSAGE)).toBeNull())
    expect(screen.getByText(POSTAL_CODE_MESSAGE)).toBeDefined()
  })

  it("shows the server's message under its field and focuses it", async () => {
    const refused = new ApiError(400, 'Invalid input', [
      { path: 'phone', message: 'This phone number cannot receive parcels' },
    ])
    renderForm((form) => applyServerErrors(refused, ADDRESS_FIELDS, form.setError))
    await typeAddress()
    await userEvent.click(screen.getByRole('button', { name: 'Add address' }))
    expect(await screen.findByText('This phone number cannot receive parcels')).toBeDefined()
    expect(document.activeElement).toBe(screen.getByLabelText('Phone'))
  })

  it('sends the address with the phone as +628… and the default choice', async () => {
    const onSubmit = renderForm()
    await typeAddress()
    await type('Label (optional)', 'Rumah')
    await userEvent.click(screen.getByLabelText('Use as my default address'))
    await userEvent.click(screen.getByRole('button', { name: 'Add address' }))
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit).toHaveBeenCalledWith({
      label: 'Rumah',
      recipientName: 'Dewi Lestari',
      phone: '+6281234567890',
      provinceCode: '32',
      cityCode: '32.73',
      districtCode: '32.73.02',
      villageCode: '32.73.02.1002',
      postalCode: '40132',
      street: 'Jl. Dipati Ukur No. 35',
      isDefault: true,
    })
  })
})

describe('the area pickers', () => {
  it('ask for each list only when it is opened, and not before the level above is picked', async () => {
    renderForm()
    expect(asked).toEqual([])
    expect(screen.getByRole('button', { name: 'Village' })).toHaveProperty('disabled', true)
    await pick('Province', 'barat', 'Jawa Barat')
    expect(asked).toEqual(['/api/v1/areas/provinces'])
    expect(screen.getByRole('button', { name: 'Province' }).textContent).toContain('Jawa Barat')
    expect(screen.getByRole('button', { name: 'District' })).toHaveProperty('disabled', true)
  })

  it('a new area above empties the levels below it', async () => {
    renderForm()
    await typeAddress()
    await pick('City or regency', 'kabupaten', 'Kabupaten Bandung')
    expect(screen.getByRole('button', { name: 'District' }).textContent).toContain(
      'Choose a district',
    )
    expect(screen.getByRole('button', { name: 'Village' })).toHaveProperty('disabled', true)
    await userEvent.click(screen.getByRole('button', { name: 'Add address' }))
    expect(await screen.findByText('Choose a district of the chosen city')).toBeDefined()
  })

  it("shows the server's refusal under the village and focuses it", async () => {
    const refused = new ApiError(400, VILLAGE_MESSAGE, [
      { path: 'villageCode', message: VILLAGE_MESSAGE },
    ])
    renderForm((form) => applyServerErrors(refused, ADDRESS_FIELDS, form.setError))
    await typeAddress()
    await userEvent.click(screen.getByRole('button', { name: 'Add address' }))
    expect(await screen.findByText(VILLAGE_MESSAGE)).toBeDefined()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Village' }))
  })

  it('an address typed before the list shows what it was saved as and must pick its areas', async () => {
    const old: Address = {
      id: 1,
      label: 'Rumah',
      recipientName: 'Dewi Lestari',
      phone: '+6281234567890',
      province: 'Jabar',
      city: 'Bandung',
      district: 'Coblong',
      village: null,
      postalCode: '40132',
      street: 'Jl. Dipati Ukur No. 35',
      provinceCode: null,
      cityCode: null,
      districtCode: null,
      villageCode: null,
      isDefault: true,
    }
    const onSubmit = renderForm(undefined, { ...placeValues(old), label: 'Rumah' })
    expect(screen.getByText(/Saved as “Coblong, Bandung, Jabar”/)).toBeDefined()
    await userEvent.click(screen.getByRole('button', { name: 'Add address' }))
    expect(await screen.findByText('Choose a province', { selector: 'p' })).toBeDefined()
    expect(onSubmit).not.toHaveBeenCalled()
    await pick('Province', 'jawa', 'Jawa Barat')
    await pick('City or regency', 'kota', 'Kota Bandung')
    await pick('District', 'cob', 'Coblong')
    await pick('Village', 'dago', 'Dago')
    await userEvent.click(screen.getByRole('button', { name: 'Add address' }))
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ villageCode: '32.73.02.1004' })
  })
})
