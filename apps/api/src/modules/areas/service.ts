import {
  CITY_MESSAGE,
  DISTRICT_MESSAGE,
  PROVINCE_MESSAGE,
  VILLAGE_MESSAGE,
  type Area,
  type AreaCodes,
  type AreaLevel,
} from '@pasar/shared'
import { badRequest, notFound, type FieldError } from '../../lib/http-error.ts'
import { areaList } from './area-list.ts'

export const AREA_NOT_FOUND = 'Area not found'

/** The provinces, or the areas of one level inside the parent area `code` (404 when unknown). */
export async function areasOf(level: AreaLevel, code?: string): Promise<Area[]> {
  const list = await areaList()
  if (level === 'provinces') return list.provinces
  const children = list[level].get(code ?? '')
  if (!children) throw notFound(AREA_NOT_FOUND)
  return children
}

/** An address's area by name, as the API keeps and answers it beside the codes. */
export interface AreaNames extends AreaCodes {
  province: string
  city: string
  district: string
  village: string
}

const LEVELS = [
  ['provinceCode', PROVINCE_MESSAGE],
  ['cityCode', CITY_MESSAGE],
  ['districtCode', DISTRICT_MESSAGE],
  ['villageCode', VILLAGE_MESSAGE],
] as const

/**
 * The names of the four areas, after checking that each exists and lies in the one before it;
 * otherwise a 400 with a field error on the first level that does not fit.
 */
export async function placeAreas(codes: Partial<AreaCodes>): Promise<AreaNames> {
  const { byCode } = await areaList()
  const names: string[] = []
  let parent = ''
  for (const [field, message] of LEVELS) {
    const code = codes[field]
    const area = code === undefined ? undefined : byCode.get(code)
    if (code === undefined || !area || area.parent !== parent) {
      const errors: FieldError[] = [{ path: field, message }]
      throw badRequest(message, errors)
    }
    names.push(area.name)
    parent = code
  }
  const [province = '', city = '', district = '', village = ''] = names
  // Every code was found above.
  const { provinceCode, cityCode, districtCode, villageCode } = codes as AreaCodes
  return { provinceCode, cityCode, districtCode, villageCode, province, city, district, village }
}
