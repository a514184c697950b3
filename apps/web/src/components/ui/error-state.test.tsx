import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ErrorState } from './error-state.tsx'

describe('ErrorState', () => {
  it('shows the failure and asks again on Try again', async () => {
    const refetch = vi.fn(() => Promise.resolve())
    render(
      <ErrorState
        title="Products could not be loaded"
        query={{ error: new Error('Internal Server Error'), isFetching: false, refetch }}
      />,
    )
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Products could not be loaded')
    expect(alert.textContent).toContain('Internal Server Error')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(refetch).toHaveBeenCalledOnce()
  })

  it('cannot be pressed again while the retry is on its way', () => {
    render(<ErrorState query={{ error: null, isFetching: true, refetch: vi.fn() }} />)
    expect(screen.getByRole('button', { name: 'Try again' }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByRole('alert').textContent).toContain('The request could not be completed.')
  })

  it('does what it is given on Try again where nothing was queried', async () => {
    const onRetry = vi.fn()
    render(<ErrorState title="The form could not be loaded" onRetry={onRetry} />)
    expect(screen.getByRole('alert').textContent).toContain('The request could not be completed.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })
})
