import { toast } from '@/lib/toast.ts'
import { useCreateStore } from '../api/create-store.ts'
import { useT } from '../i18n/index.ts'
import { reportFailure } from '../lib/report-failure.ts'
import { STORE_FIELDS, StoreForm } from './store-form.tsx'

/** The form of 'New' on the store list: loaded on the first press (create-store-dialog). */
export default function CreateStoreForm({ close }: { close: () => void }) {
  const create = useCreateStore()
  const { t } = useT()
  return (
    <StoreForm
      idPrefix="new-store"
      submitLabel={t('createStore.submit')}
      pending={create.isPending}
      onSubmit={(values, form) =>
        create.mutate(values, {
          onSuccess: () => {
            toast.success(t('createStore.done'))
            form.reset()
            close()
          },
          onError: (error) => reportFailure(error, form.setError, STORE_FIELDS),
        })
      }
    />
  )
}
