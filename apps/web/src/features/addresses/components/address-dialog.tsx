import type { Address } from '@pasar/shared'
import { TitledDialog } from '@/components/ui/titled-dialog.tsx'
import { placeValues } from '../place-fields/place-fields.tsx'
import { ApiError } from '@/lib/api-client.ts'
import { applyServerErrors } from '@/lib/form-errors.ts'
import { toast } from '@/lib/toast.ts'
import { useCreateAddress } from '../api/create-address.ts'
import { useUpdateAddress } from '../api/update-address.ts'
import { t as addressesT, useT } from '../i18n/index.ts'
import { ADDRESS_FIELDS, AddressForm, type AddressFormApi } from './address-form.tsx'

/** Puts the server's field messages under their fields, or says the refusal in a toast. */
function reportRefusal(error: unknown, form: AddressFormApi) {
  if (applyServerErrors(error, ADDRESS_FIELDS, form.setError)) return
  toast.error(error instanceof ApiError ? error.message : addressesT('somethingWentWrong'))
}

/**
 * 'Add address' (no `address`) or 'Edit address' in a dialog. `onSaved` hears of the address as
 * the server saved it (checkout selects the one just added); `onCloseAutoFocus` may send focus
 * elsewhere than back to what opened it, when the page changed meanwhile.
 */
export function AddressDialog({
  open,
  onOpenChange,
  address,
  onSaved,
  onCloseAutoFocus,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  address?: Address
  onSaved?: (address: Address) => void
  onCloseAutoFocus?: (event: Event) => void
}) {
  const { t } = useT()
  const create = useCreateAddress()
  const update = useUpdateAddress()
  const close = () => onOpenChange(false)
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={address ? t('dialog.edit') : t('dialog.add')}
      description={t('dialog.description')}
      className="max-h-[100dvh] overflow-y-auto sm:max-w-2xl"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {address ? (
        <AddressForm
          key={address.id}
          defaultValues={{ ...placeValues(address), label: address.label ?? '' }}
          askDefault={false}
          submitLabel={t('dialog.save')}
          pendingLabel={t('dialog.saving')}
          pending={update.isPending}
          onSubmit={({ isDefault: _unchanged, ...input }, form) =>
            update.mutate(
              { id: address.id, input },
              {
                onSuccess: ({ data }) => {
                  toast.success(t('updated'))
                  onSaved?.(data)
                  close()
                },
                onError: (error) => reportRefusal(error, form),
              },
            )
          }
        />
      ) : (
        <AddressForm
          askDefault
          submitLabel={t('dialog.add')}
          pendingLabel={t('dialog.adding')}
          pending={create.isPending}
          onSubmit={(input, form) =>
            create.mutate(input, {
              onSuccess: ({ data }) => {
                toast.success(t('added'))
                onSaved?.(data)
                form.reset()
                close()
              },
              onError: (error) => reportRefusal(error, form),
            })
          }
        />
      )}
    </TitledDialog>
  )
}
