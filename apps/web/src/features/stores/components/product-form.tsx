import { WEIGHT_DEFAULT } from '@pasar/shared'
import { Controller, useForm, type FieldErrors, type UseFormReturn } from 'react-hook-form'
import type { z } from '@pasar/shared/zod'
import { CheckedForm } from '@/components/ui/checked-form.tsx'
import { Field } from '@/components/ui/field.tsx'
import { SubmitButton } from '@/components/ui/submit-button.tsx'
import { lazyResolver } from '@/lib/lazy-resolver.ts'
import { useT } from '../i18n/index.ts'
import { PRODUCT_DETAIL_FIELDS, ProductFields } from './product-fields.tsx'
import type { CreateProductRequest } from '../api/create-product.ts'
import { ImagePicker } from './image-picker.tsx'
import type { productFormSchema } from '../lib/product-form-schema.ts'

// The form's rules (productFormSchema) load with its first check (docs/decisions/0985).
const validate = lazyResolver(() =>
  import('../lib/product-form-schema.ts').then((m) => m.productFormSchema),
)
type ProductFormValues = z.input<typeof productFormSchema>
export type ProductFormApi = UseFormReturn<ProductFormValues, unknown, CreateProductRequest>
export const PRODUCT_FIELDS = [...PRODUCT_DETAIL_FIELDS, 'images'] as const

const empty: ProductFormValues = {
  name: '',
  description: '',
  category: '',
  price: '',
  stock: '',
  weight: String(WEIGHT_DEFAULT),
  images: [],
}

/** The first message about the picked images: the list itself or one of its files. */
function imagesMessage(errors: FieldErrors<ProductFormValues>): string | undefined {
  const error = errors.images
  if (!error) return undefined
  if (error.message) return error.message
  return Array.isArray(error) ? error.find((e) => e?.message)?.message : undefined
}

/** The create-product form (docs/product.md#stores). */
export function ProductForm({
  pending,
  onSubmit,
}: {
  pending: boolean
  onSubmit: (values: CreateProductRequest, form: ProductFormApi) => void
}) {
  const form = useForm<ProductFormValues, unknown, CreateProductRequest>({
    resolver: validate,
    defaultValues: empty,
  })
  const { errors } = form.formState
  const imagesError = imagesMessage(errors)
  const { t } = useT()

  return (
    <CheckedForm form={form} loadAhead={validate.loadAhead} onSubmit={(v) => onSubmit(v, form)}>
      <ProductFields form={form} idPrefix="product" placeholders />
      <Field id="product-images" label={t('productForm.images')} error={imagesError}>
        {(control) => (
          <Controller
            control={form.control}
            name="images"
            render={({ field }) => (
              <ImagePicker
                id={control.id}
                invalid={control['aria-invalid']}
                describedBy={control['aria-describedby']}
                files={field.value}
                onChange={(files) => {
                  field.onChange(files)
                  if (form.formState.isSubmitted) void form.trigger('images')
                }}
              />
            )}
          />
        )}
      </Field>
      <SubmitButton
        pending={pending}
        pendingLabel={t('createProduct.pending')}
        className="w-full sm:w-fit sm:justify-self-end"
      >
        {t('addProduct')}
      </SubmitButton>
    </CheckedForm>
  )
}
