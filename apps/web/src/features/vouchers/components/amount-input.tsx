import type { ComponentProps } from 'react'
import { Input } from '@/components/ui/input.tsx'

/** A whole number with a unit beside it: 'Rp' before an amount, '%' after a percentage. */
export function AmountInput({ unit, ...props }: ComponentProps<'input'> & { unit: 'Rp' | '%' }) {
  const rupiah = unit === 'Rp'
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className={
          'text-muted-foreground pointer-events-none absolute inset-y-0 flex items-center text-sm ' +
          (rupiah ? 'left-3' : 'right-3')
        }
      >
        {unit}
      </span>
      <Input
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        className={rupiah ? 'pl-10' : 'pr-9'}
        {...props}
      />
    </div>
  )
}
