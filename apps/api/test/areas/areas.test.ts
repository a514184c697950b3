import { areaSchema, dataOf } from '@pasar/shared'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { setupTestApp } from '../helpers/app.ts'

// Indonesia's administrative areas for the address pickers (docs/decisions/1013-address-areas.md).
const { app } = await setupTestApp()

const list = dataOf(z.array(areaSchema))
const get = (url: string) => app.inject({ url })

describe('GET /api/v1/areas/…', () => {
  it('answers the 38 provinces, public and long cached', async () => {
    const res = await get('/api/v1/areas/provinces')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d{5,}/)
    const { data } = list.parse(res.json())
    expect(data).toHaveLength(38)
    expect(data).toContainEqual({ code: '32', name: 'Jawa Barat' })
  })

  it('walks down: Jawa Barat → Kota Bandung → Coblong → Dago', async () => {
    const regencies = list.parse((await get('/api/v1/areas/provinces/32/regencies')).json()).data
    expect(regencies).toContainEqual({ code: '32.73', name: 'Kota Bandung' })
    expect(regencies.every((r) => r.code.startsWith('32.'))).toBe(true)
    const districts = list.parse((await get('/api/v1/areas/regencies/32.73/districts')).json()).data
    expect(districts).toContainEqual({ code: '32.73.02', name: 'Coblong' })
    const villagesRes = await get('/api/v1/areas/districts/32.73.02/villages')
    expect(villagesRes.headers['cache-control']).toMatch(/^public/)
    const villages = list.parse(villagesRes.json()).data
    expect(villages).toContainEqual({ code: '32.73.02.1004', name: 'Dago' })
    expect(villages.every((v) => v.code.startsWith('32.73.02.'))).toBe(true)
  })

  it.each([
    '/api/v1/areas/provinces/99/regencies',
    '/api/v1/areas/provinces/32.73/regencies',
    '/api/v1/areas/regencies/32.99/districts',
    '/api/v1/areas/districts/nope/villages',
    '/api/v1/areas/districts/32.73.02.1004/villages',
  ])('an unknown parent code is a 404: %s', async (url) => {
    const res = await get(url)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'Area not found' })
  })
})
