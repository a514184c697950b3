import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { StarInput } from './star-input.tsx'

// user-event walks radio groups with CSS.escape, which jsdom lacks; the names here need none.
globalThis.CSS ??= { escape: (text: string) => text } as unknown as typeof CSS

function Rated() {
  const [rating, setRating] = useState(0)
  return (
    <>
      <span id="label">Your rating</span>
      <StarInput value={rating} onChange={setRating} labelledBy="label" />
      <output aria-label="chosen">{rating}</output>
    </>
  )
}

describe('StarInput', () => {
  it('is a radio group chosen by click or by the arrow keys', async () => {
    render(<Rated />)
    const group = screen.getByRole('radiogroup', { name: 'Your rating' })
    expect(group).toBeDefined()
    await userEvent.click(screen.getByRole('radio', { name: '3 stars' }))
    expect(screen.getByLabelText('chosen').textContent).toBe('3')
    expect(screen.getByText('Okay')).toBeDefined()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByLabelText('chosen').textContent).toBe('4')
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true)
    await userEvent.unhover(group)
    expect(screen.getByText('Good')).toBeDefined()
  })
})
