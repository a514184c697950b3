import { WEIGHT_MAX, WEIGHT_MIN } from '@pasar/shared'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { TextField } from '@/components/ui/text-field.tsx'
import { useT } from '../i18n/index.ts'

/** 'Weight (grams)' of the product forms: shipping prices are quoted by it (docs/decisions/0821). */
export function WeightField<T extends FieldValues & { weight?: unknown }, C, R>({
  form,
  id,
}: {
  form: UseFormReturn<T, C, R>
  id: string
}) {
  const { t } = useT()
  return (
    <TextField
      form={form}
      name={'weight' as Path<T>}
      id={id}
      label={t('productForm.weight')}
      type="number"
      inputMode="numeric"
      min={WEIGHT_MIN}
      max={WEIGHT_MAX}
      step={1}
    />
  )
}
