import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client.ts'
import { CategoryEditor } from './category-editor.tsx'

const { add, update, toasts } = vi.hoisted(() => ({
  add: vi.fn<(input: object) => Promise<unknown>>(),
  update: vi.fn<(input: object) => Promise<unknown>>(),
  toasts: { success: vi.fn(), error: vi.fn() },
}))
vi.mock('../api/admin.ts', () => ({
  useAddCategory: () => ({ mutateAsync: add, isPending: false }),
  useUpdateCategory: () => ({ mutateAsync: update, isPending: false }),
}))
vi.mock('@/lib/toast.ts', () => ({ toast: toasts }))

beforeEach(() => {
  add.mockReset().mockResolvedValue({})
  update.mockReset().mockResolvedValue({})
})

const NAME_TOO_SHORT = 'Name must contain at least 2 character(s)'

describe('CategoryEditor', () => {
  it("checks nothing before the first submit, then shows the API's rule focused and re-checks each change", async () => {
    render(<CategoryEditor />)
    const name = screen.getByLabelText('Name in English')
    await userEvent.type(name, ' B ')
    expect(screen.queryByText(NAME_TOO_SHORT)).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Add category' }))
    expect(await screen.findByText(NAME_TOO_SHORT)).toBeDefined()
    expect(document.activeElement).toBe(name)
    expect(add).not.toHaveBeenCalled()

    await userEvent.type(name, 'ooks')
    await vi.waitFor(() => expect(screen.queryByText(NAME_TOO_SHORT)).toBeNull())
  })

  it('adds the name trimmed with the icon picked, then empties the form', async () => {
    render(<CategoryEditor />)
    await userEvent.type(screen.getByLabelText('Name in English'), '  Books ')
    await userEvent.type(screen.getByLabelText('Name in Indonesian'), 'Buku')
    await userEvent.click(screen.getByRole('radio', { name: 'laptop' }))
    await userEvent.click(screen.getByRole('button', { name: 'Add category' }))
    await vi.waitFor(() =>
      expect(add).toHaveBeenCalledWith({ name: 'Books', nameId: 'Buku', icon: 'laptop' }),
    )
    expect(toasts.success).toHaveBeenCalledWith('Books added.')
    await vi.waitFor(() =>
      expect((screen.getByLabelText('Name in English') as HTMLInputElement).value).toBe(''),
    )
    expect((screen.getByLabelText('Name in Indonesian') as HTMLInputElement).value).toBe('')
    expect((screen.getByRole('radio', { name: 'tag' }) as HTMLInputElement).checked).toBe(true)
  })

  it('sends only what changed of a category', async () => {
    const onDone = vi.fn()
    render(
      <CategoryEditor
        category={{
          id: 7,
          name: 'Books',
          nameId: 'Buku',
          slug: 'books',
          icon: 'tag',
          position: 1,
          products: 0,
        }}
        onDone={onDone}
      />,
    )
    await userEvent.click(screen.getByRole('radio', { name: 'laptop' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(update).toHaveBeenCalledWith({ id: 7, icon: 'laptop' })
  })

  it('asks for both names before sending', async () => {
    render(<CategoryEditor />)
    await userEvent.type(screen.getByLabelText('Name in English'), 'Books')
    await userEvent.click(screen.getByRole('button', { name: 'Add category' }))
    expect(
      await screen.findByText('Indonesian name must contain at least 2 character(s)'),
    ).toBeDefined()
    expect(add).not.toHaveBeenCalled()
  })

  it("shows the server's refusal under the name and focuses it", async () => {
    add.mockRejectedValue(new ApiError(409, 'A category named Books exists'))
    render(<CategoryEditor />)
    await userEvent.type(screen.getByLabelText('Name in English'), 'Books')
    await userEvent.type(screen.getByLabelText('Name in Indonesian'), 'Buku')
    await userEvent.click(screen.getByRole('button', { name: 'Add category' }))
    expect(await screen.findByText('A category named Books exists')).toBeDefined()
    expect(document.activeElement).toBe(screen.getByLabelText('Name in English'))
  })
})
