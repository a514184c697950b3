import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { clampQuantity, QuantitySelector } from './quantity-selector.tsx'

function Harness({ stock }: { stock: number }) {
  const [value, setValue] = useState('1')
  return (
    <QuantitySelector
      value={value}
      onChange={setValue}
      onCommit={() => setValue(String(clampQuantity(value, stock)))}
      min={1}
      max={stock}
    />
  )
}

describe('QuantitySelector', () => {
  it('steps between 1 and the stock', async () => {
    const user = userEvent.setup()
    render(<Harness stock={2} />)
    const input = screen.getByRole('textbox', { name: 'Quantity' })
    const minus = screen.getByRole('button', { name: 'Decrease quantity' })
    const plus = screen.getByRole('button', { name: 'Increase quantity' })
    expect((minus as HTMLButtonElement).disabled).toBe(true)
    await user.click(plus)
    expect((input as HTMLInputElement).value).toBe('2')
    expect((plus as HTMLButtonElement).disabled).toBe(true)
    await user.click(minus)
    expect((input as HTMLInputElement).value).toBe('1')
  })

  it('ignores non-numeric typing and clamps what is typed when the field is left', async () => {
    const user = userEvent.setup()
    render(<Harness stock={5} />)
    const input = screen.getByRole('textbox', { name: 'Quantity' })
    await user.type(input, 'abc')
    expect((input as HTMLInputElement).value).toBe('1')
    await user.clear(input)
    await user.type(input, '42')
    await user.tab()
    expect((input as HTMLInputElement).value).toBe('5')
    await user.clear(input)
    await user.tab()
    expect((input as HTMLInputElement).value).toBe('1')
  })
})

describe('clampQuantity', () => {
  it('keeps the server’s minimum of 1 and the stock as maximum', () => {
    expect(clampQuantity('0', 3)).toBe(1)
    expect(clampQuantity('', 3)).toBe(1)
    expect(clampQuantity('7', 3)).toBe(3)
    expect(clampQuantity('2', 3)).toBe(2)
  })
})
