import type { CreateAddress, CreateAddressInput } from '@pasar/shared'
import { Controller, useForm, type UseFormReturn } from 'react-hook-form'
import { lazyResolver } from '@/lib/lazy-resolver.ts'
import { CheckedForm } from '@/components/ui/checked-form.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { Label } from '@/components/ui/label.tsx'
import { SubmitButton } from '@/components/ui/submit-button.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import {
  EMPTY_PLACE,
  PLACE_FIELDS,
  PlaceFields,
  withAreaNames,
  type PlaceFieldValues,
} from '../place-fields/place-fields.tsx'
import { useT } from '../i18n/index.ts'

/** The address as the form holds it: the shared input, and the areas' names for the pickers. */
export type AddressFormValues = CreateAddressInput & PlaceFieldValues
export type AddressFormApi = UseFormReturn<AddressFormValues, unknown, CreateAddress>
export const ADDRESS_FIELDS = ['label', ...PLACE_FIELDS, 'isDefault'] as const

export const EMPTY_ADDRESS: AddressFormValues = { label: '', ...EMPTY_PLACE, isDefault: false }

// The form's rules (createAddressSchema) load with its first check (docs/decisions/0985).
const validate = lazyResolver(() =>
  import('@pasar/shared/schemas/address').then((m) => m.createAddressSchema),
)

/**
 * The address form of the 'Add address' and 'Edit address' dialogs, checked by the shared schema
 * (docs/decisions/0820). `askDefault` shows 'Use as my default address'.
 */
export function AddressForm({
  defaultValues = EMPTY_ADDRESS,
  askDefault,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
}: {
  defaultValues?: AddressFormValues
  askDefault: boolean
  submitLabel: string
  pendingLabel: string
  pending: boolean
  onSubmit: (values: CreateAddress, form: AddressFormApi) => void
}) {
  const { t } = useT()
  const form = useForm<AddressFormValues, unknown, CreateAddress>({
    resolver: withAreaNames(validate),
    defaultValues,
  })
  return (
    <CheckedForm form={form} loadAhead={validate.loadAhead} onSubmit={(v) => onSubmit(v, form)}>
      <PlaceFields form={form} idPrefix="address" />
      <TextField
        form={form}
        name="label"
        id="address-label"
        label={t('form.label')}
        placeholder="Rumah, Kantor…"
      />
      {askDefault && (
        <div className="flex items-center gap-2">
          <Controller
            control={form.control}
            name="isDefault"
            render={({ field }) => (
              <Checkbox
                id="address-default"
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <Label htmlFor="address-default" className="font-normal">
            {t('form.default')}
          </Label>
        </div>
      )}
      <SubmitButton
        pending={pending}
        pendingLabel={pendingLabel}
        className="w-full sm:w-fit sm:justify-self-end"
      >
        {submitLabel}
      </SubmitButton>
    </CheckedForm>
  )
}
