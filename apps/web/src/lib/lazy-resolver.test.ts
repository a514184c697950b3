import { z } from '@pasar/shared/zod'
import type { ResolverOptions } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { lazyResolver } from './lazy-resolver.ts'

const toasts = vi.hoisted(() => ({ error: vi.fn() }))
vi.mock('./toast.ts', () => ({ toast: toasts }))

const schema = z.object({ email: z.email('Email is invalid') })
type Values = z.input<typeof schema>
const options: ResolverOptions<Values> = { fields: {}, shouldUseNativeValidation: false }

/** A load that fails the first time (offline), then brings the schema. */
const offlineOnce = () =>
  vi
    .fn<() => Promise<typeof schema>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue(schema)

describe('lazyResolver', () => {
  it("checks with the schema it loads on the form's first check, loaded once", async () => {
    const load = vi.fn(() => Promise.resolve(schema))
    const validate = lazyResolver(load)
    expect(load).not.toHaveBeenCalled()

    const refused = await validate({ email: 'budi' }, undefined, options)
    expect(refused.errors.email?.message).toBe('Email is invalid')
    const taken = await validate({ email: 'budi@example.com' }, undefined, options)
    expect(taken).toEqual({ values: { email: 'budi@example.com' }, errors: {} })
    expect(load).toHaveBeenCalledOnce()
  })

  it('says so when the rules cannot load, sends nothing, and tries again at the next check', async () => {
    toasts.error.mockClear()
    const load = offlineOnce()
    const validate = lazyResolver(load)

    const offline = await validate({ email: 'budi@example.com' }, undefined, options)
    expect(offline.values).toEqual({})
    expect(offline.errors.root?.message).toBe(
      'Could not load. Check your connection and try again.',
    )
    expect(toasts.error).toHaveBeenCalledWith(
      'Could not load. Check your connection and try again.',
    )

    const online = await validate({ email: 'budi@example.com' }, undefined, options)
    expect(online).toEqual({ values: { email: 'budi@example.com' }, errors: {} })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('loads the rules ahead, once, when the form is first focused; a failure ahead is quiet', async () => {
    toasts.error.mockClear()
    const load = offlineOnce()
    const validate = lazyResolver(load)

    validate.loadAhead()
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce())
    await new Promise((resolve) => setTimeout(resolve))
    expect(toasts.error).not.toHaveBeenCalled()

    validate.loadAhead()
    validate.loadAhead()
    const checked = await validate({ email: 'budi@example.com' }, undefined, options)
    expect(checked).toEqual({ values: { email: 'budi@example.com' }, errors: {} })
    expect(load).toHaveBeenCalledTimes(2)
  })
})
