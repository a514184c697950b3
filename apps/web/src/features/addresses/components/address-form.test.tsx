import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PHONE_MESSAGE, POSTAL_CODE_MESSAGE, type CreateAddress } from '@pasar/shared'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client.ts'
import { applyServerErrors } from '@/lib/form-errors.ts'
import { ADDRESS_FIELDS, AddressForm, type AddressFormApi } from './address-form.tsx'

// jsdom has no ResizeObserver; Radix's checkbox measures itself with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

function renderForm(onSent?: (form: AddressFormApi) => void) {
  const onSubmit = vi.fn<(values: CreateAddress) => void>()
  render(
    <AddressForm
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

async function typeAddress() {
  await type('Province', 'Jawa Barat')
  await type('City', 'Kota Bandung')
  await type('District', 'Coblong')
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
    expect(document.activeElement).toBe(screen.getByLabelText('Province'))

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
      province: 'Jawa Barat',
      city: 'Kota Bandung',
      district: 'Coblong',
      postalCode: '40132',
      street: 'Jl. Dipati Ukur No. 35',
      isDefault: true,
    })
  })
})
