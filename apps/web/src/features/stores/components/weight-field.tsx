import { WEIGHT_MAX, WEIGHT_MIN } from '@pasar/shared'
import type { Path, FormApi } from '@/lib/form/index.ts'
import { TextField } from '@/components/ui/text-field.tsx'
import { useT } from '../i18n/index.ts'

/** 'Weight (grams)' of the product forms: shipping prices are quoted by it (docs/decisions/0821). */
export function WeightField<T extends { weight?: unknown }, R>({
  form,
  id,
}: {
  form: FormApi<T, R>
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
