/** The address book's public face: checkout picks from the book and adds to it in place. */
export { useAddresses } from './api/get-addresses.ts'
export { AddressDialog } from './components/address-dialog.tsx'
