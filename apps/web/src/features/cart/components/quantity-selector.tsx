import { MinusIcon, PlusIcon } from 'lucide-react'
import { useId } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { cn } from '@/lib/utils.ts'
import { useT } from '../i18n/index.ts'

/** Whole numbers only: anything else typed is ignored (docs/product.md#validation). */
const DIGITS = /^\d{0,6}$/

/** The − (`by` -1) or + button beside the number. */
function Step({
  by,
  small,
  disabled,
  busy,
  onPress,
}: {
  by: -1 | 1
  small: boolean
  disabled: boolean | undefined
  busy: boolean | undefined
  onPress: () => void
}) {
  const { t } = useT()
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={cn(by < 0 ? 'rounded-r-none' : 'rounded-l-none', small && 'size-7 sm:size-8')}
      aria-label={by < 0 ? t('quantity.decrease') : t('quantity.increase')}
      disabled={disabled}
      busy={busy}
      onClick={onPress}
    >
      {by < 0 ? <MinusIcon /> : <PlusIcon />}
    </Button>
  )
}

/** − [n] + with a typed value; the caller clamps it (see useQuantity). */
export function QuantitySelector({
  value,
  onChange,
  onCommit,
  min,
  max,
  disabled,
  busy,
  label,
  size = 'default',
}: {
  value: string
  onChange: (text: string) => void
  onCommit?: () => void
  min: number
  max: number
  disabled?: boolean
  /** Saving: the buttons ignore presses and the field takes no typing, but focus stays put. */
  busy?: boolean
  label?: string
  size?: 'default' | 'sm'
}) {
  const { t } = useT()
  const id = useId()
  const name = label ?? t('quantity')
  const current = Number(value) || 0
  const small = size === 'sm'
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      className={cn('inline-flex items-center rounded-md border', small ? 'h-7 sm:h-8' : 'h-10')}
    >
      <span id={`${id}-label`} className="sr-only">
        {name}
      </span>
      <Step
        by={-1}
        small={small}
        disabled={disabled || current <= min}
        busy={busy}
        onPress={() => onChange(String(Math.max(min, current - 1)))}
      />
      <input
        id={id}
        aria-label={name}
        inputMode="numeric"
        autoComplete="off"
        className={cn(
          'focus-visible:ring-ring/50 h-full border-x bg-transparent text-center text-sm tabular-nums outline-none focus-visible:ring-2 disabled:opacity-50',
          small ? 'w-8 sm:w-10' : 'w-14',
        )}
        value={value}
        disabled={disabled}
        readOnly={busy}
        onChange={(event) => {
          if (DIGITS.test(event.target.value)) onChange(event.target.value)
        }}
        onBlur={onCommit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onCommit?.()
        }}
      />
      <Step
        by={1}
        small={small}
        disabled={disabled || current >= max}
        busy={busy}
        onPress={() => onChange(String(Math.min(max, current + 1)))}
      />
    </div>
  )
}

/** The quantity to send: at least 1 (the server's minimum), at most the stock. */
export function clampQuantity(text: string, stock: number): number {
  const value = Math.trunc(Number(text))
  if (!Number.isFinite(value) || value < 1) return 1
  return Math.min(value, Math.max(1, stock))
}
