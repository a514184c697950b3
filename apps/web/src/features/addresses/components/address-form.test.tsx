import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PHONE_MESSAGE, POSTAL_CODE_MESSAGE, type CreateAddress } from '@pasar/shared'
import { describe, expect, it, vi } from 'vitest'
import { AddressForm } from './address-form.tsx'

// jsdom has no ResizeObserver; Radix's checkbox measures itself with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

function renderForm() {
  const onSubmit = vi.fn<(values: CreateAddress) => void>()
  render(
    <AddressForm
      askDefault
      submitLabel="Add address"
      pendingLabel="Adding address"
      pending={false}
      onSubmit={(values) => onSubmit(values)}
    />,
  )
  return onSubmit
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

  it('sends the address with the phone as +628… and the default choice', async () => {
    const onSubmit = renderForm()
    const type = (label: string, text: string) => userEvent.type(screen.getByLabelText(label), text)
    await type('Province', 'Jawa Barat')
    await type('City', 'Kota Bandung')
    await type('District', 'Coblong')
    await type('Postal code', '40132')
    await type('Street', 'Jl. Dipati Ukur No. 35')
    await type('Recipient name', 'Dewi Lestari')
    await type('Phone', '0812 3456 7890')
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
