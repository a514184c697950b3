import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client.ts'
import type { CreateReviewRequest } from '../api/reviews.ts'
import { ReviewDialog } from './review-dialog.tsx'

const { create, toasts } = vi.hoisted(() => ({
  create: vi.fn<(input: CreateReviewRequest) => Promise<unknown>>(),
  toasts: { success: vi.fn(), error: vi.fn() },
}))
vi.mock('../api/reviews.ts', () => ({
  useCreateReview: () => ({ mutateAsync: create, isPending: false }),
}))
vi.mock('@/lib/toast.ts', () => ({ toast: toasts }))

beforeEach(() => {
  create.mockReset().mockResolvedValue({})
})

function renderDialog() {
  const onOpenChange = vi.fn()
  render(
    <ReviewDialog
      open
      onOpenChange={onOpenChange}
      orderId={12}
      item={{ id: 34, productName: 'Kemeja batik' }}
    />,
  )
  return onOpenChange
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send review' }))

describe('ReviewDialog', () => {
  it('asks for stars on submit, focusing the first, and re-checks as one is chosen', async () => {
    renderDialog()
    expect(screen.queryByRole('alert')).toBeNull()
    await send()
    expect((await screen.findByRole('alert')).textContent).toBe('Choose from 1 to 5 stars.')
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 star' }))
    expect(screen.getByRole('radiogroup').getAttribute('aria-invalid')).toBe('true')
    expect(create).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }))
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })

  it('sends the rating and the comment trimmed, thanks and closes', async () => {
    const onOpenChange = renderDialog()
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }))
    await userEvent.type(screen.getByLabelText(/Comment/), '  Bagus sekali  ')
    await send()
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(create).toHaveBeenCalledWith({
      orderItemId: 34,
      rating: 5,
      comment: 'Bagus sekali',
      images: [],
    })
    expect(toasts.success).toHaveBeenCalledWith('Thanks for your review!')
  })

  it("shows the server's refusal of a field under it, and any other at the foot", async () => {
    create.mockRejectedValueOnce(
      new ApiError(400, 'Invalid input', [{ path: 'comment', message: 'Comment is not allowed' }]),
    )
    const onOpenChange = renderDialog()
    await userEvent.click(screen.getByRole('radio', { name: '3 stars' }))
    await userEvent.type(screen.getByLabelText(/Comment/), 'Hmm')
    await send()
    expect((await screen.findByRole('alert')).textContent).toBe('Comment is not allowed')
    expect(document.activeElement).toBe(screen.getByLabelText(/Comment/))

    create.mockRejectedValueOnce(new ApiError(409, 'This item is already reviewed'))
    await send()
    await screen.findByText('This item is already reviewed')
    expect(onOpenChange).not.toHaveBeenCalled()
  })
})
