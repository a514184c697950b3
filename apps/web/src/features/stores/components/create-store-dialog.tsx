import { toast } from '@/lib/toast.ts'
import { useCreateStore } from '../api/create-store.ts'
import { useT } from '../i18n/index.ts'
import { reportFailure } from '../lib/report-failure.ts'
import { NewItemDialog } from './new-item-dialog.tsx'
import { STORE_FIELDS, StoreForm } from './store-form.tsx'

export function CreateStoreDialog() {
  const create = useCreateStore()
  const { t } = useT()
  return (
    <NewItemDialog title={t('createStore.title')} description={t('createStore.description')}>
      {(close) => (
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
      )}
    </NewItemDialog>
  )
}
