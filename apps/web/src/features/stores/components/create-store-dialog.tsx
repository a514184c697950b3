import { toast } from '@/lib/toast.ts'
import { useCreateStore } from '../api/create-store.ts'
import { reportFailure } from '../lib/report-failure.ts'
import { NewItemDialog } from './new-item-dialog.tsx'
import { STORE_FIELDS, StoreForm } from './store-form.tsx'

export function CreateStoreDialog() {
  const create = useCreateStore()
  return (
    <NewItemDialog
      title="Create a New Store"
      description="Fill out the form below to set up a new store."
    >
      {(close) => (
        <StoreForm
          idPrefix="new-store"
          submitLabel="Create Store"
          pending={create.isPending}
          onSubmit={(values, form) =>
            create.mutate(values, {
              onSuccess: () => {
                toast.success('Store is created.')
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
