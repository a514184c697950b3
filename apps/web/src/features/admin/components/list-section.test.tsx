import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ListSection } from './list-section.tsx'

interface Row {
  id: number
  name: string
}

function renderSection(query: Parameters<typeof ListSection<Row>>[0]['query']) {
  render(
    <ListSection<Row>
      title="Users"
      description="Everyone with an account."
      failure="Users could not be loaded."
      label="Users"
      columns={[{ header: 'Name', cell: (row) => row.name }]}
      rowKey={(row) => row.id}
      empty="No users."
      query={query}
    />,
  )
}

describe('ListSection', () => {
  it('says a list could not be loaded, with the reason, and Try again asks again', async () => {
    const refetch = vi.fn(() => Promise.resolve())
    renderSection({
      data: undefined,
      isError: true,
      isFetching: false,
      error: new Error('Internal Server Error'),
      refetch,
    })
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Users could not be loaded.')
    expect(alert.textContent).toContain('Internal Server Error')
    expect(screen.queryByRole('table')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(refetch).toHaveBeenCalledTimes(1)
  })

  it('keeps showing the rows it has when a later page fails', () => {
    renderSection({
      data: {
        data: [{ id: 1, name: 'Budi' }],
        pagination: { currentPage: 1, totalPages: 1, totalItems: 1, hasNextPage: false },
      },
      isError: true,
      isFetching: false,
      error: new Error('Internal Server Error'),
      refetch: () => Promise.resolve(),
    })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getAllByText('Budi').length).toBeGreaterThan(0)
  })
})
