import { afterEach, describe, expect, it, vi } from 'vitest'

/** Loads the module as the app does: after the server's page (with its data block) is in place. */
async function startWith(html: string) {
  document.body.innerHTML = html
  vi.resetModules()
  return import('./initial-data.ts')
}

const block = (url: string, json: string) =>
  `<script type="application/json" data-initial-data data-url="${url}">${json}</script>`

afterEach(() => {
  document.body.innerHTML = ''
})

describe('takeInitialData', () => {
  it('gives the embedded answer to its exact URL once, then the API is asked', async () => {
    const { takeInitialData } = await startWith(
      block('/api/v1/products?page=1&amp;limit=4', '{"data":[{"name":"Trail \\u003cRunner>"}]}'),
    )
    expect(document.querySelector('[data-initial-data]')).toBeNull()
    expect(takeInitialData('/api/v1/products?page=1&limit=8')).toBeUndefined()
    expect(takeInitialData('/api/v1/products?page=1&limit=4')).toEqual({
      data: [{ name: 'Trail <Runner>' }],
    })
    expect(takeInitialData('/api/v1/products?page=1&limit=4')).toBeUndefined()
  })

  it('gives each of several embedded answers to its own URL; a broken one is skipped', async () => {
    const { takeInitialData } = await startWith(
      [
        block('/api/v1/stores/toko', '{"data":{"name":"Toko"}}'),
        block('/api/v1/stores/toko/products?page=1&amp;limit=4', '{"data":'),
        block('/api/v1/stores/toko/products?page=1&amp;limit=8', '{"data":[]}'),
      ].join(''),
    )
    expect(document.querySelectorAll('[data-initial-data]')).toHaveLength(0)
    expect(takeInitialData('/api/v1/stores/toko/products?page=1&limit=8')).toEqual({ data: [] })
    expect(takeInitialData('/api/v1/stores/toko/products?page=1&limit=4')).toBeUndefined()
    expect(takeInitialData('/api/v1/stores/toko')).toEqual({ data: { name: 'Toko' } })
    expect(takeInitialData('/api/v1/stores/toko')).toBeUndefined()
  })

  it('gives nothing without a data block or with a broken one', async () => {
    expect((await startWith('')).takeInitialData('/api/v1/products/x')).toBeUndefined()
    const broken = await startWith(block('/api/v1/products/x', '{"data":'))
    expect(broken.takeInitialData('/api/v1/products/x')).toBeUndefined()
  })
})
