import { useT } from '../i18n/index.ts'
import { NewItemDialog } from './new-item-dialog.tsx'

const loadForm = () => import('./create-store-form.tsx')

/** 'New' on the store list, and its dialog 'Create store'. */
export function CreateStoreDialog() {
  const { t } = useT()
  return (
    <NewItemDialog
      title={t('createStore.title')}
      description={t('createStore.description')}
      load={loadForm}
    >
      {(Form, close) => <Form close={close} />}
    </NewItemDialog>
  )
}
