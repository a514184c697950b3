import { formatIDR, type ShippingOption } from '@pasar/shared'
import { Truck } from 'lucide-react'
import { NativeSelect } from '@/components/ui/native-select.tsx'
import { translateMessage } from '@/i18n/messages.ts'
import { useT } from '../i18n/index.ts'
import { optionKey } from '../lib/checkout-lines.ts'

/** The box's height with its two lines, which the placeholder reserves while quotes load. */
export const COURIER_BOX = 'h-14'

/** 'JNE Reguler', then 'Rp 18.000 · 2-3 days': the box's two lines, the list's one. */
function lines(option: ShippingOption): [service: string, terms: string] {
  const price = formatIDR(option.price)
  return [
    `${option.courierName} ${option.serviceName}`,
    option.etd ? `${price} · ${translateMessage(option.etd)}` : price,
  ]
}

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
  const [service, terms] = chosen ? lines(chosen) : []
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="flex items-center gap-1.5 text-sm font-medium">
        <Truck className="text-muted-foreground size-4" aria-hidden="true" /> {t('courier.label')}
      </label>
      {/* The browser's own list, one line per option ('JNE Reguler · Rp 18.000 · 2-3 days');
          the box shows the choice on two lines, the height the page reserved for it
          (ShippingPlaceholder). */}
      <NativeSelect
        id={id}
        aria-label={
          storeName === null ? t('courier.forThisStore') : t('courier.for', { store: storeName })
        }
        className={COURIER_BOX}
        value={chosen ? optionKey(chosen) : ''}
        onChange={(event) => onChoose(event.target.value)}
        disabled={disabled}
        shown={
          chosen ? (
            <span className="flex flex-col">
              <span className="truncate">{service}</span>
              <span className="text-muted-foreground truncate text-xs">{terms}</span>
            </span>
          ) : (
            <span className="text-muted-foreground">{t('courier.choose')}</span>
          )
        }
      >
        {!chosen && (
          <option value="" disabled>
            {t('courier.choose')}
          </option>
        )}
        {options.map((option) => (
          <option key={optionKey(option)} value={optionKey(option)}>
            {lines(option).join(' · ')}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}
