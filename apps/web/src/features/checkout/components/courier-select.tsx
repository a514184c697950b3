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

/** The box's height with its two lines, which the placeholder reserves while quotes load. */
export const COURIER_BOX = 'h-14 text-left [&>span:first-child]:min-w-0'

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
          className={COURIER_BOX}
        >
          <SelectValue placeholder={t('courier.choose')} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={optionKey(option)} value={optionKey(option)}>
              {/* 'JNE Reguler · Rp 18.000 · 2-3 days' as read aloud; on screen the courier on
                  one line and its price and estimate under it, in the list and in the box alike,
                  so the box keeps the height the page reserved for it (ShippingPlaceholder). */}
              <span className="flex flex-col text-left">
                <span className="truncate">
                  {option.courierName} {option.serviceName}
                  <span className="sr-only"> · </span>
                </span>
                <span className="text-muted-foreground truncate text-xs">
                  {formatIDR(option.price)}
                  {option.etd && ` · ${translateMessage(option.etd)}`}
                </span>
              </span>
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}
