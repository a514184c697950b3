import type { Area } from '@pasar/shared'
import { getDistricts, getProvinces, getRegencies, getVillages } from 'idn-area-data'

/**
 * Indonesia's administrative areas from the idn-area-data package, held in memory
 * (docs/decisions/1013-address-areas.md): 38 provinces, ~500 cities and regencies, ~7,300
 * districts and ~84,000 villages, about 16 MB of heap and 150 ms to read. Read on first use, once
 * per process, so a process that never touches an address never pays for them.
 */
export interface AreaList {
  provinces: Area[]
  /** Each level's areas by their parent's code, in the list's order (by code). */
  regencies: Map<string, Area[]>
  districts: Map<string, Area[]>
  villages: Map<string, Area[]>
  /** Every area by its code, with its parent's code ('' for a province). */
  byCode: Map<string, { name: string; parent: string }>
}

function groupBy<T>(rows: T[], parentOf: (row: T) => string, areaOf: (row: T) => Area) {
  const groups = new Map<string, Area[]>()
  for (const row of rows) {
    const parent = parentOf(row)
    const group = groups.get(parent)
    if (group) group.push(areaOf(row))
    else groups.set(parent, [areaOf(row)])
  }
  return groups
}

async function read(): Promise<AreaList> {
  const [provinces, regencies, districts, villages] = await Promise.all([
    getProvinces(),
    getRegencies(),
    getDistricts(),
    getVillages(),
  ])
  const area = (row: { code: string; name: string }): Area => ({ code: row.code, name: row.name })
  const byCode = new Map<string, { name: string; parent: string }>()
  for (const p of provinces) byCode.set(p.code, { name: p.name, parent: '' })
  for (const r of regencies) byCode.set(r.code, { name: r.name, parent: r.province_code })
  for (const d of districts) byCode.set(d.code, { name: d.name, parent: d.regency_code })
  for (const v of villages) byCode.set(v.code, { name: v.name, parent: v.district_code })
  return {
    provinces: provinces.map(area),
    regencies: groupBy(regencies, (r) => r.province_code, area),
    districts: groupBy(districts, (d) => d.regency_code, area),
    villages: groupBy(villages, (v) => v.district_code, area),
    byCode,
  }
}

let loading: Promise<AreaList> | undefined

/** The area list, read on the first call; a failed read is tried again on the next call. */
export function areaList(): Promise<AreaList> {
  loading ??= read().catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}
