import type { Address } from '@pasar/shared'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx'
import { ApiError } from '@/lib/api-client.ts'
import { toast } from '@/lib/toast.ts'
import { useDeleteAddress } from '../api/delete-address.ts'

/** Asks before deleting an address; deleting the default moves it to the newest other one. */
export function DeleteAddressDialog({
  address,
  onClose,
}: {
  address: Address | null
  onClose: () => void
}) {
  const remove = useDeleteAddress()
  return (
    <ConfirmDialog
      open={address !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete this address?"
      description={
        <>
          {address?.label ? `'${address.label}' ` : 'The address '}for {address?.recipientName} will
          be removed from your address book.
          {address?.isDefault && ' Your newest other address becomes the default.'}
        </>
      }
      confirmLabel="Delete"
      onConfirm={() => {
        if (!address) return
        remove.mutate(address.id, {
          onSuccess: () => toast.success('Address is deleted.'),
          onError: (error) =>
            toast.error(error instanceof ApiError ? error.message : 'Something went wrong.'),
        })
      }}
    />
  )
}
