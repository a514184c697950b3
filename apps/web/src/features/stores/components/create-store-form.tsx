import { useCreateStore } from '../api/create-store.ts'
import { useT } from '../i18n/index.ts'
import { createOutcome } from '../lib/report-failure.ts'
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
        create.mutate(values, createOutcome(t('createStore.done'), close, form, STORE_FIELDS))
      }
    />
  )
}
