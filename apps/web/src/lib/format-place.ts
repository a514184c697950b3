import type { PlaceFieldValues } from '@/components/place-fields.tsx'

// Apart from the place form (components/place-fields.tsx), whose fields bring react-hook-form:
// pages that only show an address, such as checkout, do not load the form's code.

/** One line of an address for reading: street, district, city, province and postal code. */
export function formatPlace(place: Omit<PlaceFieldValues, 'recipientName' | 'phone'>): string {
  return `${place.street}, ${place.district}, ${place.city}, ${place.province} ${place.postalCode}`
}
