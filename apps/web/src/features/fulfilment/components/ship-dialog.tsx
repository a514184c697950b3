import type { ShipStoreOrderInput } from '@pasar/shared'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { lazyResolver } from '@/lib/lazy-resolver.ts'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx'
import { Button } from '@/components/ui/button.tsx'
import { SubmitButton } from '@/components/ui/submit-button.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { useCommonT } from '@/i18n/common/index.ts'
import { useT } from '../i18n/index.ts'

type ShipValues = ShipStoreOrderInput
type ShipOutput = { trackingNumber: string }
export type ShipFormApi = UseFormReturn<ShipValues, unknown, ShipOutput>

/**
 * 'Ship': the courier's tracking number, checked by the shared schema (4–40 of A–Z, 0–9 and -,
 * typed in any case and sent upper case).
 */
export function ShipDialog({
  open,
  onOpenChange,
  title,
  description,
  pending,
  onSubmit,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  pending: boolean
  onSubmit: (trackingNumber: string, form: ShipFormApi) => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <ShipForm pending={pending} onSubmit={onSubmit} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}

// The form's rules (shipStoreOrderSchema) load with its first check (docs/decisions/0985).
const validate = lazyResolver(() =>
  import('@pasar/shared/schemas/store-order').then((m) => m.shipStoreOrderSchema),
)

function ShipForm({
  pending,
  onSubmit,
  onCancel,
}: {
  pending: boolean
  onSubmit: (trackingNumber: string, form: ShipFormApi) => void
  onCancel: () => void
}) {
  const form = useForm<ShipValues, unknown, ShipOutput>({
    resolver: validate,
    defaultValues: { trackingNumber: '' },
  })
  const { t } = useT()
  const { t: tCommon } = useCommonT()
  return (
    <form
      onFocus={validate.loadAhead}
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => onSubmit(values.trackingNumber, form))}
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
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {tCommon('cancel')}
        </Button>
        <SubmitButton pending={pending} pendingLabel={t('ship.pending')}>
          {t('ship.submit')}
        </SubmitButton>
      </DialogFooter>
    </form>
  )
}
