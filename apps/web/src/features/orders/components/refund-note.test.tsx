import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RefundNote } from './refund-note.tsx'

describe('RefundNote', () => {
  it.each([
    ['DONE', 'Refunded Rp 150.000'],
    ['PENDING', 'Refund of Rp 150.000 in progress'],
    ['FAILED', 'Refund of Rp 150.000 failed — our team will settle it'],
  ] as const)('says what became of a %s refund, in rupiah', (status, text) => {
    render(<RefundNote refund={{ amount: 150_000, status }} />)
    expect(screen.getByTestId('order-refund').textContent).toBe(text)
  })

  it('shows nothing on an order without a refund', () => {
    const { container } = render(<RefundNote refund={null} />)
    expect(container.innerHTML).toBe('')
  })
})
