import { useT } from '../i18n/index.ts'
import { NewItemDialog } from './new-item-dialog.tsx'

const loadForm = () => import('./create-product-form.tsx')

/** 'New' on a store's products, and its dialog 'Create product'. */
export function CreateProductDialog({ slug }: { slug: string }) {
  const { t } = useT()
  return (
    <NewItemDialog
      title={t('createProduct.title')}
      description={t('createProduct.description')}
      className="sm:max-w-2xl"
      load={loadForm}
    >
      {(Form, close) => <Form slug={slug} close={close} />}
    </NewItemDialog>
  )
}
