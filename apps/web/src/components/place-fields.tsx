import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { usePlaceT } from '@/features/addresses/place-fields/i18n/index.ts'
import type { Place } from '@/lib/format-place.ts'
import { TextField } from './ui/text-field.tsx'

/** The Indonesian address fields every place form has (buyer's address, store origin). */
export interface PlaceFieldValues extends Place {
  recipientName: string
  phone: string
}

export const PLACE_FIELDS = [
  'recipientName',
  'phone',
  'province',
  'city',
  'district',
  'postalCode',
  'street',
] as const

export const EMPTY_PLACE: PlaceFieldValues = {
  recipientName: '',
  phone: '',
  province: '',
  city: '',
  district: '',
  postalCode: '',
  street: '',
}

/**
 * Province, City, District, Postal code, Street, Recipient name and Phone for a form whose values
 * include them; the messages come from the shared address schema through the form's resolver.
 */
export function PlaceFields<T extends FieldValues & PlaceFieldValues, C, R>({
  form,
  idPrefix,
}: {
  form: UseFormReturn<T, C, R>
  idPrefix: string
}) {
  const { t } = usePlaceT()
  const field = (name: keyof PlaceFieldValues) => ({
    form,
    name: name as Path<T>,
    id: `${idPrefix}-${name}`,
  })
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('province')} label={t('place.province')} placeholder="Jawa Barat" />
        <TextField {...field('city')} label={t('place.city')} placeholder="Kota Bandung" />
        <TextField {...field('district')} label={t('place.district')} placeholder="Coblong" />
        <TextField
          {...field('postalCode')}
          label={t('place.postalCode')}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="40132"
        />
      </div>
      <TextField
        {...field('street')}
        label={t('place.street')}
        autoComplete="street-address"
        placeholder="Jl. Dipati Ukur No. 35, RT 02/RW 05"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field('recipientName')}
          label={t('place.recipientName')}
          autoComplete="name"
        />
        <TextField
          {...field('phone')}
          label={t('place.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="0812 3456 7890"
        />
      </div>
    </>
  )
}
