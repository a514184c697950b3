import type { Product, UpdateProductInput, updateProductFormSchema } from '@pasar/shared'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { lazyResolver } from '@/lib/lazy-resolver.ts'
import type { z } from 'zod'
import { SubmitButton } from '@/components/ui/submit-button.tsx'
import { Field } from '@/components/ui/field.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { useT } from '../i18n/index.ts'
import { CategoryField } from './category-field.tsx'
import { PriceInput } from './price-input.tsx'
import { WeightField } from './weight-field.tsx'

type EditValues = z.input<typeof updateProductFormSchema>
export type EditProductFormApi = UseFormReturn<EditValues, unknown, UpdateProductInput>
export const EDIT_PRODUCT_FIELDS = [
  'name',
  'description',
  'category',
  'price',
  'stock',
  'weight',
] as const

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
  product: Product
  pending: boolean
  onSubmit: (values: UpdateProductInput, form: EditProductFormApi) => void
}) {
  const form = useForm<EditValues, unknown, UpdateProductInput>({
    resolver: validate,
    defaultValues: {
      name: product.name,
      description: product.description,
      category: product.categorySlug,
      price: String(product.price),
      stock: String(product.stock),
      weight: String(product.weight),
    },
  })
  const { errors } = form.formState
  const { t } = useT()
  return (
    <form
      onFocus={validate.loadAhead}
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((v) => onSubmit(v, form))}
    >
      <TextField form={form} name="name" id="edit-name" label={t('productForm.name')} />
      <Field
        id="edit-description"
        label={t('productForm.description')}
        error={errors.description?.message}
      >
        {(control) => <Textarea {...control} {...form.register('description')} />}
      </Field>
      <CategoryField id="edit-category" control={form.control} error={errors.category?.message} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="edit-price" label={t('productForm.price')} error={errors.price?.message}>
          {(control) => <PriceInput {...control} {...form.register('price')} />}
        </Field>
        <TextField
          form={form}
          name="stock"
          id="edit-stock"
          label={t('productForm.stock')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
        />
        <WeightField form={form} id="edit-weight" />
      </div>
      <SubmitButton pending={pending} pendingLabel={t('saving')} className="w-full sm:w-fit">
        {t('editProduct.submit')}
      </SubmitButton>
    </form>
  )
}
