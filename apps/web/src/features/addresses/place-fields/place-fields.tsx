import type { AreaLevel } from '@pasar/shared'
import {
  get,
  useController,
  useWatch,
  type FieldError,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form'
import { AreaPicker } from './area-picker.tsx'
import { usePlaceT } from './i18n/index.ts'
import type { Place } from '@/lib/format-place.ts'
import { TextField } from '@/components/ui/text-field.tsx'

/**
 * The Indonesian address fields every place form has (buyer's address, store origin): the four
 * areas' codes, which the API checks and names, and their names, shown on the pickers.
 */
export interface PlaceFieldValues extends Place {
  recipientName: string
  phone: string
  village: string
  provinceCode: string
  cityCode: string
  districtCode: string
  villageCode: string
}

/** The fields the API may name in a refusal. */
export const PLACE_FIELDS = [
  'recipientName',
  'phone',
  'provinceCode',
  'cityCode',
  'districtCode',
  'villageCode',
  'postalCode',
  'street',
] as const

export const EMPTY_PLACE: PlaceFieldValues = {
  recipientName: '',
  phone: '',
  province: '',
  city: '',
  district: '',
  village: '',
  provinceCode: '',
  cityCode: '',
  districtCode: '',
  villageCode: '',
  postalCode: '',
  street: '',
}

/**
 * A place schema's resolver for a form that also holds the areas' names for its pickers: the
 * schema checks the codes and leaves the names out of what it sends.
 */
export function withAreaNames<I extends FieldValues, O>(resolver: Resolver<I, unknown, O>) {
  return resolver as unknown as Resolver<I & PlaceFieldValues, unknown, O>
}

type Nullable<T> = { [K in keyof T]?: T[K] | null }

/**
 * A place as the API answers it, as form values: an address typed before the area list has no
 * village and no codes (null), which the form holds as ''.
 */
export function placeValues(place: Place & Nullable<PlaceFieldValues>): PlaceFieldValues {
  return {
    recipientName: place.recipientName ?? '',
    phone: place.phone ?? '',
    province: place.province,
    city: place.city,
    district: place.district,
    village: place.village ?? '',
    provinceCode: place.provinceCode ?? '',
    cityCode: place.cityCode ?? '',
    districtCode: place.districtCode ?? '',
    villageCode: place.villageCode ?? '',
    postalCode: place.postalCode,
    street: place.street,
  }
}

const LEVELS = [
  { level: 'provinces', code: 'provinceCode', name: 'province', label: 'place.province' },
  { level: 'regencies', code: 'cityCode', name: 'city', label: 'place.city' },
  { level: 'districts', code: 'districtCode', name: 'district', label: 'place.district' },
  { level: 'villages', code: 'villageCode', name: 'village', label: 'place.village' },
] as const satisfies readonly {
  level: AreaLevel
  code: keyof PlaceFieldValues
  name: keyof PlaceFieldValues
  label: string
}[]

function AreaLevelField<T extends FieldValues & PlaceFieldValues, C, R>({
  form,
  idPrefix,
  index,
}: {
  form: UseFormReturn<T, C, R>
  idPrefix: string
  index: number
}) {
  const { t } = usePlaceT()
  const level = LEVELS[index]
  if (!level) throw new Error(`no area level ${index}`)
  const above = LEVELS[index - 1]
  const path = (name: keyof PlaceFieldValues) => name as Path<T>
  const { field } = useController({ control: form.control, name: path(level.code) })
  const name = useWatch({ control: form.control, name: path(level.name) }) as string
  const parentCode = useWatch({
    control: form.control,
    name: path(above?.code ?? level.code),
  }) as string
  const error = get<typeof form.formState.errors, FieldError | undefined>(
    form.formState.errors,
    level.code,
  )
  const code = field.value as string
  const set = (key: keyof PlaceFieldValues, value: string) =>
    form.setValue(path(key), value as PathValue<T, Path<T>>, { shouldDirty: true })
  return (
    <AreaPicker
      id={`${idPrefix}-${level.code}`}
      label={t(level.label)}
      level={level.level}
      parent={above ? parentCode || null : ''}
      selected={code ? { code, name } : null}
      error={error?.message}
      buttonRef={field.ref}
      onPick={(area) => {
        if (area.code === code) return
        set(level.name, area.name)
        // A new area empties the levels below it: they were inside the old one.
        for (const below of LEVELS.slice(index + 1)) {
          set(below.code, '')
          set(below.name, '')
        }
        field.onChange(area.code)
        if (form.formState.isSubmitted) void form.trigger()
      }}
    />
  )
}

/**
 * Province, City or regency, District and Village picked from the area list, then Postal code,
 * Street, Recipient name and Phone, for a form whose values include them; the messages come from
 * the shared address schema through the form's resolver. An address typed before the area list
 * shows what it was saved as until its areas are picked.
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
  const saved = form.formState.defaultValues
  const typedBefore =
    saved && !saved.provinceCode && saved.province
      ? [saved.district, saved.city, saved.province].filter(Boolean).join(', ')
      : null
  return (
    <>
      {typedBefore && (
        <p className="bg-muted rounded-md px-3 py-2 text-sm">
          {t('place.typedBefore', { place: typedBefore })}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {LEVELS.map((level, index) => (
          <AreaLevelField key={level.code} form={form} idPrefix={idPrefix} index={index} />
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
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
