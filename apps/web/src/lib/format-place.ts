// Apart from the place form (features/addresses/place-fields/place-fields.tsx), whose fields
// bring react-hook-form: pages that only show an address, such as checkout, do not load the form's
// code.

/** Where a parcel goes or comes from, as an Indonesian address names it. */
export interface Place {
  province: string
  city: string
  district: string
  /** Absent or null on places typed before areas were picked from the list. */
  village?: string | null
  postalCode: string
  street: string
}

/** One line of an address for reading: street, village, district, city, province, postal code. */
export function formatPlace(place: Place): string {
  const village = place.village ? `${place.village}, ` : ''
  return `${place.street}, ${village}${place.district}, ${place.city}, ${place.province} ${place.postalCode}`
}
