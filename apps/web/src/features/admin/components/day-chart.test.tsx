import type { FiguresDay } from '@pasar/shared'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '@/i18n/index.ts'
import { DayChart } from './day-chart.tsx'

afterEach(() => i18n.changeLanguage('en'))

const day = (date: string, orders: number): FiguresDay => ({
  date,
  sales: 0,
  fees: 0,
  subsidies: 0,
  orders,
  newSellers: 0,
})

function renderChart(days: FiguresDay[]) {
  const { container } = render(
    <DayChart title="Orders" days={days} value={(d) => d.orders} format={String} />,
  )
  return container
}

describe('DayChart', () => {
  it('writes its days in the reader language, never as ISO dates', async () => {
    const container = renderChart([day('2026-11-28', 3), day('2026-11-29', 5)])
    const caption = container.querySelector('figcaption')
    expect(caption?.textContent).toBe('28 Nov29 Nov')
    expect(screen.getByRole('cell', { name: 'Sun 29 Nov' })).toBeDefined()
    expect(container.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/)
    expect(container.querySelector('title')?.textContent).toBe('Sat 28 Nov: 3')

    await i18n.changeLanguage('id')
    expect(await screen.findByRole('cell', { name: 'Min, 29 Nov' })).toBeDefined()
  })

  it('names the year when the days span two', () => {
    const container = renderChart([day('2025-12-31', 1), day('2026-01-01', 2)])
    expect(container.querySelector('figcaption')?.textContent).toBe('31 Dec 20251 Jan 2026')
  })
})
