import type { ReactNode } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { TextField } from '@/components/ui/text-field.tsx'
import { useT } from '../i18n/index.ts'

/**
 * A password field of the account forms, registered as `password` unless `name` says otherwise:
 * hidden as it is typed, and named for the browser's password manager as the current password
 * or, with `isNew`, a new one.
 */
export function PasswordField<T extends FieldValues, C, R>({
  name = 'password' as Path<T>,
  isNew = false,
  ...field
}: {
  form: UseFormReturn<T, C, R>
  name?: Path<T>
  id?: string
  label: ReactNode
  hint?: ReactNode
  isNew?: boolean
}) {
  return (
    <TextField
      {...field}
      name={name}
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
    />
  )
}

/**
 * 'New password' (registered as `name`) and 'Confirm new password' (`confirmPassword`), in a box
 * styled by `className`: resetting a forgotten password and changing it.
 */
export function NewPasswordFields<T extends FieldValues & { confirmPassword: string }, C, R>({
  form,
  name,
  className,
}: {
  form: UseFormReturn<T, C, R>
  name: Path<T>
  className: string
}) {
  const { t } = useT()
  return (
    <div className={className}>
      <PasswordField form={form} name={name} label={t('field.newPassword')} isNew />
      <PasswordField
        form={form}
        name={'confirmPassword' as Path<T>}
        label={t('field.confirmNewPassword')}
        isNew
      />
    </div>
  )
}
