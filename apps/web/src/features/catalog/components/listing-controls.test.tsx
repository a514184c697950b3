import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { ListingFilters } from '../hooks/use-listing-filters.ts'
import { ListingControls } from './listing-controls.tsx'

/** The controls over filters they change, with every change recorded. */
function renderControls(defaultLabel?: string, initial: ListingFilters = {}) {
  const changes: ListingFilters[] = []
  let move: (filters: ListingFilters) => void = () => {}
  function Harness() {
    const [filters, setFilters] = useState<ListingFilters>(initial)
    move = setFilters
    return (
      <ListingControls
        filters={filters}
        defaultLabel={defaultLabel}
        onChange={(next) => {
          changes.push(next)
          setFilters(next)
        }}
      />
    )
  }
  render(<Harness />)
  return {
    changes,
    sort: screen.getByRole('combobox', { name: 'Sort by' }),
    /** The address moving by itself (the back button). */
    move: (filters: ListingFilters) => act(() => move(filters)),
  }
}

const optionNames = (select: HTMLElement) =>
  [...select.querySelectorAll('option')].map((option) => option.textContent)

describe('the sort of a listing', () => {
  it("lists the listing's own order first, once, and applies a choice at once", async () => {
    const { changes, sort } = renderControls()
    expect(optionNames(sort)).toEqual([
      'Newest',
      'Most popular',
      'Top rated',
      'Price: low to high',
      'Price: high to low',
    ])
    await userEvent.selectOptions(sort, 'Price: low to high')
    expect(changes.at(-1)?.sort).toBe('price_asc')
    await userEvent.selectOptions(sort, 'Newest')
    expect(changes.at(-1)?.sort).toBeUndefined()
  })

  it("names a search's own order (relevance), and keeps Newest as a choice of its own", async () => {
    const { changes, sort } = renderControls('Relevance')
    expect(optionNames(sort).slice(0, 2)).toEqual(['Relevance', 'Newest'])
    await userEvent.selectOptions(sort, 'Newest')
    expect(changes.at(-1)?.sort).toBe('newest')
    await userEvent.selectOptions(sort, 'Relevance')
    expect(changes.at(-1)?.sort).toBeUndefined()
  })
})

const box = (name: 'Min price' | 'Max price') =>
  screen.getByRole<HTMLInputElement>('textbox', { name })
const apply = () => userEvent.click(screen.getByRole('button', { name: 'Apply' }))

describe('the price range of a listing', () => {
  it('shows the digits grouped and applies them as whole rupiah', async () => {
    const { changes } = renderControls()
    await userEvent.type(box('Min price'), '50000')
    await userEvent.type(box('Max price'), 'Rp 150.000')
    expect(box('Max price').value).toBe('150.000')
    expect(changes).toEqual([])
    await apply()
    await vi.waitFor(() => expect(changes.at(-1)).toEqual({ minPrice: 50000, maxPrice: 150000 }))
  })

  it('refuses an upside-down range on Apply, focused, naming the maximum, and re-checks as it is corrected', async () => {
    const { changes } = renderControls()
    await userEvent.type(box('Min price'), '200000')
    await userEvent.type(box('Max price'), '100000')
    expect(screen.queryByRole('alert')).toBeNull()
    await apply()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Minimum price must not be greater than Rp 100.000',
    )
    expect(document.activeElement).toBe(box('Min price'))
    expect(box('Min price').getAttribute('aria-invalid')).toBe('true')
    expect(changes).toEqual([])

    await userEvent.clear(box('Min price'))
    await userEvent.type(box('Min price'), '5000')
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })

  it('shows what the address holds when it moves, and Clear empties both', async () => {
    const { changes, move } = renderControls(undefined, { minPrice: 10000 })
    expect(box('Min price').value).toBe('10.000')
    move({ minPrice: 20000, maxPrice: 90000 })
    expect(box('Min price').value).toBe('20.000')
    expect(box('Max price').value).toBe('90.000')
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }))
    expect(changes.at(-1)).toEqual({ minPrice: undefined, maxPrice: undefined })
    expect(box('Min price').value).toBe('')
    expect(box('Max price').value).toBe('')
  })
})
