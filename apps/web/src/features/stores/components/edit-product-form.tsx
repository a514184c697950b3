import type { OwnedProduct, UpdateProductInput, updateProductFormSchema } from '@pasar/shared'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { lazyResolver } from '@/lib/lazy-resolver.ts'
import type { z } from 'zod'
import { CheckedForm } from '@/components/ui/checked-form.tsx'
import { SubmitButton } from '@/components/ui/submit-button.tsx'
import { useT } from '../i18n/index.ts'
import { PRODUCT_DETAIL_FIELDS, ProductFields } from './product-fields.tsx'

type EditValues = z.input<typeof updateProductFormSchema>
export type EditProductFormApi = UseFormReturn<EditValues, unknown, UpdateProductInput>
export const EDIT_PRODUCT_FIELDS = PRODUCT_DETAIL_FIELDS

// The form's rules (updateProductFormSchema) load with its first check (docs/decisions/0985).
const validate = lazyResolver(() =>
  import('@pasar/shared/schemas/catalog').then((m) => m.updateProductFormSchema),
)

/**
 * Edit product (docs/product.md#stores): Name, Description, Category, Price (Rp), Stock, Weight
 * (grams); stock 0 marks it sold out.
 */
export function EditProductForm({
  product,
  pending,
  onSubmit,
}: {
  product: Pick<
    OwnedProduct,
    'name' | 'description' | 'categorySlug' | 'price' | 'stock' | 'weight' | 'options'
  >
  pending: boolean
  onSubmit: (values: UpdateProductInput, form: EditProductFormApi) => void
}) {
  // A product with options has its price, stock and weight in its variants: not sent from here.
  const figures = !product.options || product.options.length === 0
  const form = useForm<EditValues, unknown, UpdateProductInput>({
    resolver: validate,
    defaultValues: {
      name: product.name,
      description: product.description,
      category: product.categorySlug,
      ...(figures && {
        price: String(product.price),
        stock: String(product.stock),
        weight: String(product.weight),
      }),
    },
  })
  const { t } = useT()
  return (
    <CheckedForm form={form} loadAhead={validate.loadAhead} onSubmit={(v) => onSubmit(v, form)}>
      <ProductFields form={form} idPrefix="edit" figures={figures} />
      <SubmitButton pending={pending} pendingLabel={t('saving')} className="w-full sm:w-fit">
        {t('editProduct.submit')}
      </SubmitButton>
    </CheckedForm>
  )
}
