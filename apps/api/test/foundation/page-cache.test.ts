import type { FirstScreenRequest } from '@pasar/shared'
import { describe, expect, it } from 'vitest'
import { PAGE_CACHE_TTL_MS, pageCache } from '../../src/plugins/page-cache.ts'

const config = { data: {} } as FirstScreenRequest['config']

function page(overrides: Partial<FirstScreenRequest> = {}): FirstScreenRequest {
  return {
    url: 'http://localhost/product/a',
    language: 'en',
    initialData: [{ url: '/api/v1/products/a', body: '{"name":"Kettle"}' }],
    config,
    ...overrides,
  }
}

/** A drawing that counts its calls and writes what it was asked for. */
function counting() {
  const calls: FirstScreenRequest[] = []
  const draw = async (request: FirstScreenRequest) => {
    calls.push(request)
    return `<main>${request.language} ${request.url} ${request.initialData?.[0]?.body}</main>`
  }
  return { calls, draw }
}

describe('pageCache (docs/decisions/0965)', () => {
  it('draws a page once and serves the same drawing again', async () => {
    const { calls, draw } = counting()
    const kept = pageCache(draw, 1_000_000)
    const first = await kept(page())
    expect(await kept(page())).toBe(first)
    expect(calls).toHaveLength(1)
  })

  it('draws again when the embedded answer, the language or the URL differs', async () => {
    const { calls, draw } = counting()
    const kept = pageCache(draw, 1_000_000)
    await kept(page())
    const repriced = await kept(
      page({ initialData: [{ url: '/api/v1/products/a', body: '{"name":"Kettle 2"}' }] }),
    )
    expect(repriced).toContain('Kettle 2')
    expect(await kept(page({ language: 'id' }))).toContain('<main>id ')
    expect(await kept(page({ url: 'http://localhost/product/b' }))).toContain('/product/b')
    expect(calls).toHaveLength(4)
  })

  it('draws again once a drawing is a minute old', async () => {
    const { calls, draw } = counting()
    let clock = 1_000
    const kept = pageCache(draw, 1_000_000, () => clock)
    await kept(page())
    clock += PAGE_CACHE_TTL_MS
    await kept(page())
    expect(calls).toHaveLength(1)
    clock += 1
    await kept(page())
    expect(calls).toHaveLength(2)
  })

  it('makes a drawing asked for by many at once only once', async () => {
    const { calls, draw } = counting()
    const kept = pageCache(draw, 1_000_000)
    const drawings = await Promise.all(Array.from({ length: 10 }, () => kept(page())))
    expect(new Set(drawings).size).toBe(1)
    expect(calls).toHaveLength(1)
  })

  it('keeps neither a failed drawing nor a page without one', async () => {
    let calls = 0
    const kept = pageCache(async () => {
      calls += 1
      if (calls === 1) throw new Error('broken')
      return undefined
    }, 1_000_000)
    await expect(kept(page())).rejects.toThrow('broken')
    expect(await kept(page())).toBeUndefined()
    expect(await kept(page())).toBeUndefined()
    expect(calls).toBe(3)
  })

  it('lets the least recently used drawings go past its size, and keeps none at 0', async () => {
    const { calls, draw } = counting()
    const size = (await draw(page())).length
    calls.length = 0
    const kept = pageCache(draw, size * 2)
    const a = page()
    const b = page({ url: 'http://localhost/product/b' })
    const c = page({ url: 'http://localhost/product/c' })
    await kept(a)
    await kept(b)
    await kept(a) // a is now the most recently used
    await kept(c) // b leaves
    expect(calls).toHaveLength(3)
    await kept(a)
    await kept(c)
    expect(calls).toHaveLength(3)
    await kept(b)
    expect(calls).toHaveLength(4)

    const none = counting()
    const unkept = pageCache(none.draw, 0)
    await unkept(page())
    await unkept(page())
    expect(none.calls).toHaveLength(2)
  })
})
