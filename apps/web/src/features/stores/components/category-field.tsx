import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { Field } from '@/components/ui/field.tsx'
import { OptionSelect } from '@/components/ui/option-select.tsx'
import { useCategories } from '@/features/catalog/index.ts'
import { useT } from '../i18n/index.ts'

/** The product forms' 'Category' select, by slug, registered as `category`. */
export function CategoryField<T extends FieldValues, R extends FieldValues>({
  id,
  control,
  error,
}: {
  id: string
  control: Control<T, unknown, R>
  error?: string
}) {
  const { t } = useT()
  const categories = useCategories()
  return (
    <Field id={id} label={t('productForm.category')} error={error}>
      {(field) => (
        <Controller
          control={control}
          name={'category' as Path<T>}
          render={({ field: value }) => (
            <OptionSelect
              control={field}
              {...value}
              value={value.value as string}
              options={
                categories.data?.map(({ slug, name }) => ({ value: slug, label: name })) ?? []
              }
              placeholder={
                categories.isPending
                  ? t('productForm.categoriesLoading')
                  : t('productForm.categoryPlaceholder')
              }
            />
          )}
        />
      )}
    </Field>
  )
}
