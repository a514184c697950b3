import { formatIDR, type ShippingOption } from '@pasar/shared'
import { Truck } from 'lucide-react'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx'
import { translateMessage } from '@/i18n/messages.ts'
import { useT } from '../i18n/index.ts'
import { optionKey } from '../lib/checkout-lines.ts'

/** One store's courier and service, each option with its price and delivery estimate. */
export function CourierSelect({
  storeId,
  storeName,
  options,
  chosen,
  onChoose,
  disabled,
}: {
  storeId: number
  /** Null while the store's name is not known yet. */
  storeName: string | null
  options: readonly ShippingOption[]
  chosen: ShippingOption | null
  onChoose: (key: string) => void
  disabled?: boolean
}) {
  const { t } = useT()
  const id = `courier-${storeId}`
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="flex items-center gap-1.5 text-sm font-medium">
        <Truck className="text-muted-foreground size-4" aria-hidden="true" /> {t('courier.label')}
      </label>
      <Select value={chosen ? optionKey(chosen) : ''} onValueChange={onChoose} disabled={disabled}>
        <SelectTrigger
          id={id}
          aria-label={
            storeName === null ? t('courier.forThisStore') : t('courier.for', { store: storeName })
          }
          className="h-auto min-h-10 text-left whitespace-normal"
        >
          <SelectValue placeholder={t('courier.choose')} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={optionKey(option)} value={optionKey(option)}>
              {/* 'JNE Reguler · Rp 18.000 · 2-3 days'; price and estimate wrap as one piece. */}
              {option.courierName} {option.serviceName} ·{' '}
              <span className="whitespace-nowrap">
                {formatIDR(option.price)}
                {option.etd && ` · ${translateMessage(option.etd)}`}
              </span>
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}
