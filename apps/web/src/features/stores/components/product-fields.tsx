import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form'
import { Field } from '@/components/ui/field.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { useT } from '../i18n/index.ts'
import { CategoryField } from './category-field.tsx'
import { PriceInput } from './price-input.tsx'
import { WeightField } from './weight-field.tsx'

/** The names of `ProductFields`' fields, for the server's field errors. */
export const PRODUCT_DETAIL_FIELDS = [
  'name',
  'description',
  'category',
  'price',
  'stock',
  'weight',
] as const

/**
 * The fields the create and the edit product forms share: Name, Description, Category, Price (Rp),
 * Stock and Weight (grams). Ids start with `idPrefix`; an empty form (`placeholders`) shows hints.
 * Without `figures` (a product with options) price, stock and weight are its variants' to say.
 */
export function ProductFields<T extends FieldValues, R extends FieldValues>({
  form,
  idPrefix,
  placeholders = false,
  figures = true,
}: {
  form: UseFormReturn<T, unknown, R>
  idPrefix: string
  placeholders?: boolean
  figures?: boolean
}) {
  const { t } = useT()
  const name = (field: string) => field as Path<T>
  const error = (field: string) =>
    get<typeof form.formState.errors, FieldError | undefined>(form.formState.errors, field)?.message
  return (
    <>
      <TextField
        form={form}
        name={name('name')}
        id={`${idPrefix}-name`}
        label={t('productForm.name')}
        placeholder={placeholders ? t('productForm.namePlaceholder') : undefined}
      />
      <Field
        id={`${idPrefix}-description`}
        label={t('productForm.description')}
        error={error('description')}
      >
        {(control) => (
          <Textarea
            {...control}
            placeholder={placeholders ? t('productForm.descriptionPlaceholder') : undefined}
            {...form.register(name('description'))}
          />
        )}
      </Field>
      <CategoryField id={`${idPrefix}-category`} control={form.control} error={error('category')} />
      {figures ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <Field id={`${idPrefix}-price`} label={t('productForm.price')} error={error('price')}>
            {(control) => (
              <PriceInput
                {...control}
                placeholder={placeholders ? '0' : undefined}
                {...form.register(name('price'))}
              />
            )}
          </Field>
          <TextField
            form={form}
            name={name('stock')}
            id={`${idPrefix}-stock`}
            label={t('productForm.stock')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder={placeholders ? '0' : undefined}
          />
          <WeightField form={form} id={`${idPrefix}-weight`} />
        </div>
      ) : (
        <p className="text-muted-foreground text-sm">{t('variants.figuresBelow')}</p>
      )}
    </>
  )
}
