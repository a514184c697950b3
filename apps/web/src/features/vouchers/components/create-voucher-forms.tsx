import { ApiError } from '@/lib/api-client.ts'
import { applyServerErrors } from '@/lib/form-errors.ts'
import { toast } from '@/lib/toast.ts'
import { useCreatePlatformVoucher } from '../api/platform-vouchers.ts'
import { useCreateStoreVoucher } from '../api/store-vouchers.ts'
import { t } from '../i18n/index.ts'
import { VOUCHER_FIELDS, VoucherForm, type VoucherFormApi } from './voucher-form.tsx'

// The forms of 'Create voucher': this module loads with the dialog, on the first press
// (docs/decisions/0986-new-item-forms-load-on-press.md).

/**
 * What the form does when its create ends: the code in a toast and the dialog closed; or the
 * refusal in a toast, in the server's words, with its field messages under their fields (a 409
 * that names none is the code taken: under the code), the typed values kept.
 */
function outcome(form: VoucherFormApi, close: () => void) {
  return {
    onSuccess: ({ data }: { data: { code: string } }) => {
      toast.success(t('create.done', { code: data.code }))
      form.reset()
      close()
    },
    onError: (error: unknown) => {
      toast.error(error instanceof ApiError ? error.message : t('failure'))
      const onFields = applyServerErrors(error, VOUCHER_FIELDS, form.setError)
      if (!onFields && error instanceof ApiError && error.status === 409) {
        form.setError('code', { type: 'server', message: error.message }, { shouldFocus: true })
      }
    },
  }
}

export function CreateStoreVoucherForm({ slug, close }: { slug: string; close: () => void }) {
  const create = useCreateStoreVoucher(slug)
  return (
    <VoucherForm
      pending={create.isPending}
      onSubmit={(body, form) => create.mutate(body, outcome(form, close))}
    />
  )
}

export function CreatePlatformVoucherForm({ close }: { close: () => void }) {
  const create = useCreatePlatformVoucher()
  return (
    <VoucherForm
      platform
      pending={create.isPending}
      onSubmit={({ appliesTo = 'ITEMS', ...body }, form) =>
        create.mutate({ ...body, appliesTo }, outcome(form, close))
      }
    />
  )
}
