/**
 * Where an Indonesian postal code is, roughly: the first two digits name a province or a large
 * city (10–14 Jakarta, 40 Bandung, 60 Surabaya, 80 Bali, 90 Makassar, 99 Papua …). The twin
 * prices parcels by the distance between these places (docs/decisions/0801).
 */
interface Area {
  from: number
  to: number
  name: string
  lat: number
  lon: number
}

const AREAS: Area[] = [
  { from: 10, to: 14, name: 'Jakarta', lat: -6.2, lon: 106.82 },
  { from: 15, to: 15, name: 'Tangerang', lat: -6.18, lon: 106.63 },
  { from: 16, to: 16, name: 'Bogor', lat: -6.6, lon: 106.8 },
  { from: 17, to: 17, name: 'Bekasi', lat: -6.24, lon: 107.0 },
  { from: 20, to: 22, name: 'Medan', lat: 3.59, lon: 98.67 },
  { from: 23, to: 24, name: 'Banda Aceh', lat: 5.55, lon: 95.32 },
  { from: 25, to: 27, name: 'Padang', lat: -0.95, lon: 100.35 },
  { from: 28, to: 29, name: 'Pekanbaru', lat: 0.51, lon: 101.45 },
  { from: 30, to: 32, name: 'Palembang', lat: -2.98, lon: 104.75 },
  { from: 33, to: 33, name: 'Pangkal Pinang', lat: -2.13, lon: 106.11 },
  { from: 34, to: 35, name: 'Bandar Lampung', lat: -5.43, lon: 105.26 },
  { from: 36, to: 37, name: 'Jambi', lat: -1.61, lon: 103.61 },
  { from: 38, to: 39, name: 'Bengkulu', lat: -3.79, lon: 102.26 },
  { from: 40, to: 41, name: 'Bandung', lat: -6.91, lon: 107.61 },
  { from: 42, to: 42, name: 'Serang', lat: -6.12, lon: 106.15 },
  { from: 43, to: 46, name: 'Cirebon', lat: -6.71, lon: 108.55 },
  { from: 50, to: 54, name: 'Semarang', lat: -6.97, lon: 110.42 },
  { from: 55, to: 55, name: 'Yogyakarta', lat: -7.8, lon: 110.36 },
  { from: 56, to: 59, name: 'Surakarta', lat: -7.57, lon: 110.82 },
  { from: 60, to: 62, name: 'Surabaya', lat: -7.25, lon: 112.75 },
  { from: 63, to: 69, name: 'Malang', lat: -7.98, lon: 112.63 },
  { from: 70, to: 72, name: 'Banjarmasin', lat: -3.32, lon: 114.59 },
  { from: 73, to: 74, name: 'Palangka Raya', lat: -2.21, lon: 113.92 },
  { from: 75, to: 77, name: 'Samarinda', lat: -0.5, lon: 117.15 },
  { from: 78, to: 79, name: 'Pontianak', lat: -0.03, lon: 109.33 },
  { from: 80, to: 82, name: 'Denpasar', lat: -8.65, lon: 115.22 },
  { from: 83, to: 84, name: 'Mataram', lat: -8.58, lon: 116.12 },
  { from: 85, to: 87, name: 'Kupang', lat: -10.18, lon: 123.6 },
  { from: 90, to: 92, name: 'Makassar', lat: -5.15, lon: 119.43 },
  { from: 93, to: 93, name: 'Kendari', lat: -3.97, lon: 122.51 },
  { from: 94, to: 94, name: 'Palu', lat: -0.9, lon: 119.87 },
  { from: 95, to: 96, name: 'Manado', lat: 1.47, lon: 124.84 },
  { from: 97, to: 97, name: 'Ambon', lat: -3.7, lon: 128.18 },
  { from: 98, to: 99, name: 'Jayapura', lat: -2.53, lon: 140.72 },
]

/** The area of a 5-digit postal code, or undefined when no Indonesian area starts that way. */
export function areaOf(postalCode: string): Area | undefined {
  if (!/^[1-9]\d{4}$/.test(postalCode)) return undefined
  const prefix = Number(postalCode.slice(0, 2))
  return AREAS.find((area) => prefix >= area.from && prefix <= area.to)
}

const EARTH_KM = 6371
const ROAD_FACTOR = 1.25

function greatCircleKm(a: Area, b: Area): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLon = rad(b.lon - a.lon)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_KM * Math.asin(Math.sqrt(h))
}

/**
 * Kilometres a parcel travels between two valid postal codes: the same first three digits are
 * one town (8 km), the same area a short trip (35 km), otherwise the road between the areas.
 */
export function distanceKm(origin: string, destination: string): number {
  const from = areaOf(origin)
  const to = areaOf(destination)
  if (!from || !to) throw new Error('distanceKm needs valid postal codes')
  if (origin.slice(0, 3) === destination.slice(0, 3)) return 8
  if (from === to) return 35
  return Math.round(greatCircleKm(from, to) * ROAD_FACTOR + 10)
}
