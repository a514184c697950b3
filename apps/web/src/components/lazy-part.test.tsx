import { render, screen } from '@testing-library/react'
import { lazy } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LazyPart } from './lazy-part.tsx'

afterEach(() => vi.restoreAllMocks())

const Menu = () => <nav aria-label="Menu">Menu</nav>

function page(part: ReturnType<typeof lazy>) {
  const Part = part
  return (
    <main>
      <LazyPart fallback={<span data-testid="placeholder" />}>
        <Part />
      </LazyPart>
      <h1>Products</h1>
    </main>
  )
}

describe('LazyPart', () => {
  it('draws the part once its code is here, the fallback until then', async () => {
    render(page(lazy(() => Promise.resolve({ default: Menu }))))
    expect(screen.getByTestId('placeholder')).toBeTruthy()
    expect(await screen.findByRole('navigation', { name: 'Menu' })).toBeTruthy()
    expect(screen.queryByTestId('placeholder')).toBeNull()
  })

  it('keeps the fallback and the rest of the page when the code cannot load', async () => {
    // React reports the error it caught; this test expects it.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      page(lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')))),
    )
    await vi.waitFor(() => expect(reported).toHaveBeenCalled())
    expect(screen.getByTestId('placeholder')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Products' })).toBeTruthy()
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it('shows what it is given for a failure in place of a fallback that looks like loading', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {})
    const Part = lazy(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    )
    render(
      <LazyPart fallback={<span data-testid="placeholder" />} failed={<p role="alert">Not here</p>}>
        <Part />
      </LazyPart>,
    )
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(reported).toHaveBeenCalled()
    expect(screen.queryByTestId('placeholder')).toBeNull()
  })
})
