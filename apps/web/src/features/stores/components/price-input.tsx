import type { ComponentProps } from 'react'
import { Input } from '@/components/ui/input.tsx'

/** A whole-rupiah amount with the 'Rp' prefix (docs/product.md#who-it-is-for). */
export function PriceInput(props: ComponentProps<'input'>) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="text-muted-foreground pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm"
      >
        Rp
      </span>
      <Input type="number" inputMode="numeric" min={0} step={1} className="pl-10" {...props} />
    </div>
  )
}
