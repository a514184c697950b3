import type { Address } from '@pasar/shared'
import { Plus } from 'lucide-react'
import { formatPlace } from '@/lib/format-place.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { TitledDialog } from '@/components/ui/titled-dialog.tsx'
import { cn } from '@/lib/utils.ts'
import { useT } from '../i18n/index.ts'

/** 'Choose an address': the address book as radio cards; picking one closes the dialog. */
export function AddressPicker({
  open,
  onOpenChange,
  addresses,
  selectedId,
  onPick,
  onAdd,
  canAdd,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  addresses: readonly Address[]
  selectedId: number | null
  onPick: (address: Address) => void
  onAdd: () => void
  canAdd: boolean
}) {
  const { t } = useT()
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('picker.title')}
      description={t('picker.description')}
      className="sm:max-w-xl"
    >
      <fieldset className="grid gap-3">
        <legend className="sr-only">{t('picker.legend')}</legend>
        {addresses.map((address) => (
          <label
            key={address.id}
            className={cn(
              'hover:bg-accent/50 has-[:focus-visible]:ring-ring/40 flex cursor-pointer gap-3 rounded-lg border p-3 text-sm has-[:focus-visible]:ring-[3px]',
              address.id === selectedId && 'border-primary bg-primary/5',
            )}
          >
            <input
              type="radio"
              name="checkout-address"
              className="accent-primary mt-1 size-4 shrink-0"
              checked={address.id === selectedId}
              onChange={() => onPick(address)}
            />
            <span className="grid min-w-0 gap-1">
              <span className="flex flex-wrap items-center gap-2 font-medium">
                {address.label ?? address.recipientName}
                {address.isDefault && <Badge variant="success">{t('address.default')}</Badge>}
              </span>
              <span>
                {address.recipientName}
                <span className="text-muted-foreground"> · {address.phone}</span>
              </span>
              <span className="text-muted-foreground break-words">{formatPlace(address)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button variant="outline" className="justify-self-start" onClick={onAdd} disabled={!canAdd}>
        <Plus aria-hidden="true" /> {t('address.add')}
      </Button>
    </TitledDialog>
  )
}
