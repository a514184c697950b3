import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-client.ts'
import { applyServerErrors } from './form-errors.ts'

type Form = { name: string; price: number }

describe('applyServerErrors', () => {
  it("puts the server's field messages under the form's fields, focusing the first", () => {
    const setError = vi.fn()
    const error = new ApiError(400, 'Invalid input', [
      { path: 'name', message: 'Name must contain at least 3 character(s)' },
      { path: 'price', message: 'Price must be filled' },
    ])

    expect(applyServerErrors<Form>(error, ['name', 'price'], setError)).toBe(true)
    expect(setError.mock.calls).toEqual([
      [
        'name',
        { type: 'server', message: 'Name must contain at least 3 character(s)' },
        { shouldFocus: true },
      ],
      ['price', { type: 'server', message: 'Price must be filled' }, { shouldFocus: false }],
    ])
  })

  it('ignores fields the form does not have and errors that are not from the API', () => {
    const setError = vi.fn()
    const error = new ApiError(400, 'Invalid input', [{ path: 'stock', message: 'Stock' }])

    expect(applyServerErrors<Form>(error, ['name'], setError)).toBe(false)
    expect(applyServerErrors<Form>(new Error('offline'), ['name'], setError)).toBe(false)
    expect(setError).not.toHaveBeenCalled()
  })
})
