import { REVIEW_REPLY_MAX } from '@pasar/shared'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client.ts'
import { ReplyForm } from './reply-form.tsx'

const { reply, toasts } = vi.hoisted(() => ({
  reply: vi.fn<(input: { id: number; text: string }) => Promise<unknown>>(),
  toasts: { success: vi.fn(), error: vi.fn() },
}))
vi.mock('../api/reviews.ts', () => ({
  useReplyToReview: () => ({ mutateAsync: reply, isPending: false }),
}))
vi.mock('@/lib/toast.ts', () => ({ toast: toasts }))

beforeEach(() => {
  reply.mockReset().mockResolvedValue({})
})

const field = () => screen.getByRole('textbox', { name: 'Your reply' })
const post = () => userEvent.click(screen.getByRole('button', { name: 'Post reply' }))

describe('ReplyForm', () => {
  it('asks for a reply on submit, focused, and re-checks as the seller types', async () => {
    render(<ReplyForm slug="toko-budi" reviewId={4} />)
    expect(screen.getByText(`0 / ${REVIEW_REPLY_MAX}`)).toBeDefined()
    await userEvent.type(field(), '   ')
    expect(screen.queryByRole('alert')).toBeNull()

    await post()
    expect((await screen.findByRole('alert')).textContent).toBe('Write your reply first.')
    expect(document.activeElement).toBe(field())
    expect(reply).not.toHaveBeenCalled()

    await userEvent.type(field(), 'Thank you!')
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(screen.getByText(`13 / ${REVIEW_REPLY_MAX}`)).toBeDefined()
  })

  it('posts the reply trimmed', async () => {
    render(<ReplyForm slug="toko-budi" reviewId={4} />)
    await userEvent.type(field(), '  Thank you!  ')
    await post()
    await vi.waitFor(() => expect(reply).toHaveBeenCalledWith({ id: 4, text: 'Thank you!' }))
    expect(toasts.success).toHaveBeenCalledWith('Reply posted')
  })

  it('cannot post a reply over the limit, and says so as it is typed', async () => {
    render(<ReplyForm slug="toko-budi" reviewId={4} />)
    await userEvent.click(field())
    await userEvent.paste('x'.repeat(REVIEW_REPLY_MAX + 1))
    expect(field().getAttribute('aria-invalid')).toBe('true')
    expect((screen.getByRole('button', { name: 'Post reply' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })

  it("shows the server's refusal under the field", async () => {
    reply.mockRejectedValue(new ApiError(409, 'This review already has a reply'))
    render(<ReplyForm slug="toko-budi" reviewId={4} />)
    await userEvent.type(field(), 'Thank you!')
    await post()
    expect((await screen.findByRole('alert')).textContent).toBe('This review already has a reply')
    expect(document.activeElement).toBe(field())
  })
})
