import { useCreateProduct } from '../api/create-product.ts'
import { useT } from '../i18n/index.ts'
import { createOutcome } from '../lib/report-failure.ts'
import { PRODUCT_FIELDS, ProductForm } from './product-form.tsx'

/** The form of 'New' on a store's products: loaded on the first press (create-product-dialog). */
export default function CreateProductForm({ slug, close }: { slug: string; close: () => void }) {
  const create = useCreateProduct(slug)
  const { t } = useT()
  return (
    <ProductForm
      pending={create.isPending}
      onSubmit={(values, form) =>
        create.mutate(values, createOutcome(t('createProduct.done'), close, form, PRODUCT_FIELDS))
      }
    />
  )
}
