import type { Store, StoreAddressFields, StoreAddressInput } from '@pasar/shared'
import { useForm } from 'react-hook-form'
import {
  EMPTY_PLACE,
  PLACE_FIELDS,
  PlaceFields,
  withAreaNames,
  placeValues,
  type PlaceFieldValues,
} from '@/features/addresses/index.ts'
import { CheckedForm } from '@/components/ui/checked-form.tsx'
import { SubmitButton } from '@/components/ui/submit-button.tsx'
import { lazyResolver } from '@/lib/lazy-resolver.ts'
import { toast } from '@/lib/toast.ts'
import { useSetStoreAddress } from '../api/set-store-address.ts'
import { useT } from '../i18n/index.ts'
import { reportFailure } from '../lib/report-failure.ts'

// The form's rules (storeAddressInputSchema) load with its first check (docs/decisions/0985).
const validate = lazyResolver(() =>
  import('@pasar/shared/schemas/address').then((m) => m.storeAddressInputSchema),
)

/** The store's origin address: where couriers pick its parcels up (docs/decisions/0822). */
export function ShippingOriginForm({ store }: { store: Store }) {
  const save = useSetStoreAddress(store.slug)
  const { t } = useT()
  const form = useForm<StoreAddressInput & PlaceFieldValues, unknown, StoreAddressFields>({
    resolver: withAreaNames(validate),
    defaultValues: store.address ? placeValues(store.address) : EMPTY_PLACE,
  })
  return (
    <CheckedForm
      form={form}
      loadAhead={validate.loadAhead}
      aria-label={t('origin.form')}
      onSubmit={(values) =>
        save.mutate(values, {
          onSuccess: ({ data }) => {
            toast.success(t('origin.done'))
            if (data.address) form.reset(placeValues(data.address))
          },
          onError: (error) => reportFailure(error, form.setError, PLACE_FIELDS),
        })
      }
    >
      <PlaceFields form={form} idPrefix="origin" />
      <SubmitButton pending={save.isPending} pendingLabel={t('saving')} className="w-full sm:w-fit">
        {t('origin.submit')}
      </SubmitButton>
    </CheckedForm>
  )
}
