import type { StoreAddress } from '@pasar/shared'

/** Where a parcel goes, laid out the way a courier's label reads. */
export function AddressBlock({ address }: { address: StoreAddress }) {
  return (
    <address className="grid gap-0.5 text-sm not-italic">
      <span className="font-medium">
        {address.recipientName}
        <span className="text-muted-foreground font-normal"> · {address.phone}</span>
      </span>
      <span>{address.street}</span>
      <span className="text-muted-foreground">
        {address.village ? `${address.village}, ` : ''}
        {address.district}, {address.city}, {address.province} {address.postalCode}
      </span>
    </address>
  )
}
