import { toast } from '@/lib/toast.ts'
import { useCreateProduct } from '../api/create-product.ts'
import { reportFailure } from '../lib/report-failure.ts'
import { NewItemDialog } from './new-item-dialog.tsx'
import { PRODUCT_FIELDS, ProductForm } from './product-form.tsx'

export function CreateProductDialog({ slug }: { slug: string }) {
  const create = useCreateProduct(slug)
  return (
    <NewItemDialog
      title="Create a New Product"
      description="Fill out the form below to set up a new product."
      className="sm:max-w-2xl"
    >
      {(close) => (
        <ProductForm
          pending={create.isPending}
          onSubmit={(values, form) =>
            create.mutate(values, {
              onSuccess: () => {
                toast.success('Product is created.')
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
