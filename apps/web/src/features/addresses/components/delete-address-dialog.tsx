import type { Address } from '@pasar/shared'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx'
import { ApiError } from '@/lib/api-client.ts'
import { useCommonT } from '@/i18n/common/index.ts'
import { toast } from '@/lib/toast.ts'
import { useDeleteAddress } from '../api/delete-address.ts'
import { useT } from '../i18n/index.ts'

/** Asks before deleting an address; deleting the default moves it to the newest other one. */
export function DeleteAddressDialog({
  address,
  onClose,
}: {
  address: Address | null
  onClose: () => void
}) {
  const { t } = useT()
  const { t: tc } = useCommonT()
  const remove = useDeleteAddress()
  const recipient = address?.recipientName ?? ''
  return (
    <ConfirmDialog
      open={address !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('delete.title')}
      description={
        <>
          {address?.label
            ? t('delete.labelled', { label: address.label, recipient })
            : t('delete.unlabelled', { recipient })}
          {address?.isDefault && ` ${t('delete.default')}`}
        </>
      }
      confirmLabel={tc('delete')}
      onConfirm={() => {
        if (!address) return
        remove.mutate(address.id, {
          onSuccess: () => toast.success(t('deleted')),
          onError: (error) =>
            toast.error(error instanceof ApiError ? error.message : t('somethingWentWrong')),
        })
      }}
    />
  )
}
