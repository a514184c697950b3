// Apart from the place form (components/place-fields.tsx), whose fields bring react-hook-form:
// pages that only show an address, such as checkout, do not load the form's code.

/** Where a parcel goes or comes from, as an Indonesian address names it. */
export interface Place {
  province: string
  city: string
  district: string
  postalCode: string
  street: string
}

/** One line of an address for reading: street, district, city, province and postal code. */
export function formatPlace(place: Place): string {
  return `${place.street}, ${place.district}, ${place.city}, ${place.province} ${place.postalCode}`
}
