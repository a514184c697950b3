import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { ListingFilters } from '../hooks/use-listing-filters.ts'
import { ListingControls } from './listing-controls.tsx'

/** The controls over filters they change, with every change recorded. */
function renderControls(defaultLabel?: string) {
  const changes: ListingFilters[] = []
  function Harness() {
    const [filters, setFilters] = useState<ListingFilters>({})
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
  return { changes, sort: screen.getByRole('combobox', { name: 'Sort by' }) }
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
