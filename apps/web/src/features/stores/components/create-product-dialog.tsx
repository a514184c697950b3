import { toast } from '@/lib/toast.ts'
import { useCreateProduct } from '../api/create-product.ts'
import { useT } from '../i18n/index.ts'
import { reportFailure } from '../lib/report-failure.ts'
import { NewItemDialog } from './new-item-dialog.tsx'
import { PRODUCT_FIELDS, ProductForm } from './product-form.tsx'

export function CreateProductDialog({ slug }: { slug: string }) {
  const create = useCreateProduct(slug)
  const { t } = useT()
  return (
    <NewItemDialog
      title={t('createProduct.title')}
      description={t('createProduct.description')}
      className="sm:max-w-2xl"
    >
      {(close) => (
        <ProductForm
          pending={create.isPending}
          onSubmit={(values, form) =>
            create.mutate(values, {
              onSuccess: () => {
                toast.success(t('createProduct.done'))
                form.reset()
                close()
              },
              onError: (error) => reportFailure(error, form.setError, PRODUCT_FIELDS),
            })
          }
        />
      )}
    </NewItemDialog>
  )
}
