import { Button } from '@/components/ui/button.tsx'

/** A row of buttons picking one of a few values: the overview's period, the refunds to show. */
export function ChoiceGroup<V extends string | number>({
  label,
  options,
  value,
  onChange,
  format,
}: {
  label: string
  options: readonly V[]
  value: V
  onChange: (value: V) => void
  format: (value: V) => string
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1">
      {options.map((option) => (
        <Button
          key={option}
          size="sm"
          variant={value === option ? 'default' : 'outline'}
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          {format(option)}
        </Button>
      ))}
    </div>
  )
}
