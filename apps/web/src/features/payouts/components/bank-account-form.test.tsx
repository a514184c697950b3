import type { BankAccount } from '@pasar/shared'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithQueries } from '@/testing/render.tsx'
import { BankAccountForm } from './bank-account-form.tsx'

const ACCOUNT: BankAccount = {
  bankCode: 'bca',
  bankName: 'BCA',
  accountNumber: '1300012345678',
  accountName: 'SITI RAHAYU',
  updatedAt: '2026-11-28T10:00:00.000Z',
}

function renderForm() {
  renderWithQueries(
    <BankAccountForm slug="toko" account={ACCOUNT} onDone={() => {}} onCancel={() => {}} />,
  )
  return screen.getByLabelText<HTMLInputElement>('Account holder name')
}

describe('BankAccountForm', () => {
  it("forgets the holder's name checked for the account when its number changes", async () => {
    const holder = renderForm()
    expect(holder.value).toBe('SITI RAHAYU')
    await userEvent.type(screen.getByLabelText('Account number'), '9')
    expect(holder.value).toBe('')
  })
})
