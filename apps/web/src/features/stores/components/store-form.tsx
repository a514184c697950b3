import type { createStoreSchema, CreateStoreInput } from '@pasar/shared'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { lazyResolver } from '@/lib/lazy-resolver.ts'
import type { z } from 'zod'
import { CheckedForm } from '@/components/ui/checked-form.tsx'
import { SubmitButton } from '@/components/ui/submit-button.tsx'
import { Field } from '@/components/ui/field.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { useT } from '../i18n/index.ts'

type StoreFormValues = z.input<typeof createStoreSchema>
export type StoreFormApi = UseFormReturn<StoreFormValues, unknown, CreateStoreInput>
export const STORE_FIELDS = ['name', 'description'] as const

// The form's rules (createStoreSchema) load with its first check (docs/decisions/0985).
const validate = lazyResolver(() =>
  import('@pasar/shared/schemas/store').then((m) => m.createStoreSchema),
)

/** Name and description of a store: the 'New' dialog and the settings screen. */
export function StoreForm({
  idPrefix,
  defaultValues = { name: '', description: '' },
  submitLabel,
  pending,
  onSubmit,
}: {
  idPrefix: string
  defaultValues?: { name: string; description: string }
  submitLabel: string
  pending: boolean
  onSubmit: (values: CreateStoreInput, form: StoreFormApi) => void
}) {
  const form = useForm<StoreFormValues, unknown, CreateStoreInput>({
    resolver: validate,
    defaultValues,
  })
  const { errors } = form.formState
  const { t } = useT()
  return (
    <CheckedForm form={form} loadAhead={validate.loadAhead} onSubmit={(v) => onSubmit(v, form)}>
      <TextField
        form={form}
        name="name"
        id={`${idPrefix}-name`}
        label={t('storeForm.name')}
        placeholder={t('storeForm.namePlaceholder')}
      />
      <Field
        id={`${idPrefix}-description`}
        label={t('storeForm.description')}
        error={errors.description?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            placeholder={t('storeForm.descriptionPlaceholder')}
            {...form.register('description')}
          />
        )}
      </Field>
      <SubmitButton pending={pending} pendingLabel={t('saving')} className="w-full sm:w-fit">
        {submitLabel}
      </SubmitButton>
    </CheckedForm>
  )
}
