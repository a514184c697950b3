import type { ShipStoreOrderInput } from '@pasar/shared'
import { useForm } from 'react-hook-form'
import { FormDialog, type FormDialogFrame } from '@/components/ui/form-dialog.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { lazyResolver } from '@/lib/lazy-resolver.ts'
import { useT } from '../i18n/index.ts'
import type { FieldRefusal } from '../lib/report-refusal.ts'

type ShipValues = ShipStoreOrderInput
type ShipOutput = { trackingNumber: string }

// The form's rules (shipStoreOrderSchema) load with its first check (docs/decisions/0985).
const validate = lazyResolver(() =>
  import('@pasar/shared/schemas/store-order').then((m) => m.shipStoreOrderSchema),
)

/**
 * 'Ship': the courier's tracking number, checked by the shared schema (4–40 of A–Z, 0–9 and -,
 * typed in any case and sent upper case).
 */
export function ShipDialog({
  onSubmit,
  ...frame
}: FormDialogFrame & {
  /** Sends the number; a refusal's field message goes to `field`. */
  onSubmit: (trackingNumber: string, field: FieldRefusal<ShipValues>) => void
}) {
  const form = useForm<ShipValues, unknown, ShipOutput>({
    resolver: validate,
    defaultValues: { trackingNumber: '' },
  })
  const { t } = useT()
  return (
    <FormDialog
      {...frame}
      form={form}
      loadAhead={validate.loadAhead}
      onSubmit={(values) =>
        onSubmit(values.trackingNumber, { setError: form.setError, fields: ['trackingNumber'] })
      }
      submitLabel={t('ship.submit')}
      pendingLabel={t('ship.pending')}
      resetOnClose
    >
      <TextField
        form={form}
        name="trackingNumber"
        label={t('trackingNumber')}
        hint={t('ship.hint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="[&_input]:uppercase"
      />
    </FormDialog>
  )
}
