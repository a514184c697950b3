import type { ComponentProps, Ref } from 'react'
import type { Field } from './field.tsx'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx'

/** What `Field` hands its control: id, aria-invalid, aria-describedby. */
type FieldControl = Parameters<ComponentProps<typeof Field>['children']>[0]

/**
 * A select of `options` inside a `Field` (`control`: the trigger is labelled and described by
 * it), for a react-hook-form field: spread its `Controller`'s `field` for `value`, `onChange`,
 * `onBlur` and `ref`.
 */
export function OptionSelect({
  control,
  options,
  placeholder,
  value,
  onChange,
  onBlur,
  ref,
}: {
  control: FieldControl
  options: readonly { value: string; label: string }[]
  placeholder: string
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  ref: Ref<HTMLButtonElement>
}) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger {...control} onBlur={onBlur} ref={ref}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
