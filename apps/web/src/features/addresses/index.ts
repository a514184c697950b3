/** The address book's public face: checkout picks from the book and adds to it in place. */
export { useAddresses } from './api/get-addresses.ts'

/** The address form's dialog, loaded when first wanted: its form brings zod and react-hook-form. */
export const loadAddressDialog = () =>
  import('./components/address-dialog.tsx').then(({ AddressDialog }) => ({
    default: AddressDialog,
  }))

/** The Indonesian place fields, shared with the store's shipping origin. */
export {
  EMPTY_PLACE,
  PLACE_FIELDS,
  PlaceFields,
  placeValues,
  withAreaNames,
  type PlaceFieldValues,
} from './place-fields/place-fields.tsx'
