import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './button.tsx'

describe('a busy Button', () => {
  it('says it is unavailable and ignores presses, but can still take focus', async () => {
    const onClick = vi.fn()
    const { rerender } = render(
      <Button busy onClick={onClick}>
        Order received
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Order received' })
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.hasAttribute('disabled')).toBe(false)
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
    button.focus()
    expect(document.activeElement).toBe(button)

    rerender(<Button onClick={onClick}>Order received</Button>)
    expect(button.hasAttribute('aria-disabled')).toBe(false)
    await userEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
  })
})
