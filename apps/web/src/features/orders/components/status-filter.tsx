import { ORDER_STATUS_FILTERS, type OrderStatusFilter } from '@pasar/shared'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { Label } from '@/components/ui/label.tsx'
import { useT } from '../i18n/index.ts'

/**
 * The 'Status Payment' filter (docs/product.md#orders): none checked shows every order. Each
 * status' label is `filter.<status>` in the catalogue.
 */
export function StatusFilter({
  value,
  onChange,
}: {
  value: OrderStatusFilter[]
  onChange: (value: OrderStatusFilter[]) => void
}) {
  const { t } = useT()
  return (
    // Phones put the legend above the checkboxes, so a wrapped checkbox never lands under it.
    <fieldset>
      <legend className="mb-2 text-sm font-medium sm:float-left sm:mr-5 sm:mb-0 sm:leading-5">
        {t('filter.legend')}
      </legend>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        {ORDER_STATUS_FILTERS.map((status) => (
          <div key={status} className="flex items-center gap-2">
            <Checkbox
              id={`status-${status}`}
              checked={value.includes(status)}
              onCheckedChange={(checked) =>
                onChange(
                  checked === true
                    ? ORDER_STATUS_FILTERS.filter((s) => s === status || value.includes(s))
                    : value.filter((s) => s !== status),
                )
              }
            />
            <Label htmlFor={`status-${status}`} className="text-sm font-normal">
              {t(`filter.${status}`)}
            </Label>
          </div>
        ))}
      </div>
    </fieldset>
  )
}
