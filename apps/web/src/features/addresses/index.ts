/** The address book's public face: checkout picks from the book and adds to it in place. */
export { useAddresses } from './api/get-addresses.ts'

/** The address form's dialog with its form and fields, loaded when first wanted. */
export const loadAddressDialog = () =>
  import('./components/address-dialog.tsx').then(({ AddressDialog }) => ({
    default: AddressDialog,
  }))
