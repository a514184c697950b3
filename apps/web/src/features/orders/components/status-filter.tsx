import { ORDER_STATUS_FILTERS, type OrderStatusFilter } from '@pasar/shared'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { Label } from '@/components/ui/label.tsx'

const LABELS: Record<OrderStatusFilter, string> = {
  paid: 'Paid',
  pending: 'Pending',
  canceled: 'Canceled',
}

/** The 'Status Payment' filter (docs/product.md#orders): none checked shows every order. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: OrderStatusFilter[]
  onChange: (value: OrderStatusFilter[]) => void
}) {
  return (
    // Phones put the legend above the checkboxes, so a wrapped checkbox never lands under it.
    <fieldset>
      <legend className="mb-2 text-sm font-medium sm:float-left sm:mr-5 sm:mb-0 sm:leading-5">
        Status Payment
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
              {LABELS[status]}
            </Label>
          </div>
        ))}
      </div>
    </fieldset>
  )
}
