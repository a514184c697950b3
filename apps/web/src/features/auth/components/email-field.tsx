import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { TextField } from '@/components/ui/text-field.tsx'
import { useT } from '../i18n/index.ts'

/** The 'Email' field of the sign-in, sign-up and reset forms, registered as `email`. */
export function EmailField<T extends FieldValues & { email: string }, C, R>({
  form,
}: {
  form: UseFormReturn<T, C, R>
}) {
  const { t } = useT()
  return (
    <TextField
      form={form}
      name={'email' as Path<T>}
      label={t('field.email')}
      type="email"
      autoComplete="email"
      placeholder={t('field.emailPlaceholder')}
    />
  )
}
