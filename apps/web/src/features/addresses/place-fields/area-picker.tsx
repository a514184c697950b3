import type { Area, AreaLevel } from '@pasar/shared'
import { Check, ChevronDown } from 'lucide-react'
import { useRef, useState, type Ref } from 'react'
import { Button } from '@/components/ui/button.tsx'
import {
  Command,
  CommandEmpty,
  CommandInput,
  CommandItem,
  CommandList,
} from '@/components/ui/command.tsx'
import { Field } from '@/components/ui/field.tsx'
import { cn } from '@/lib/utils.ts'
import { useAreas } from './get-areas.ts'
import { usePlaceT } from './i18n/index.ts'

/**
 * One level of an address's area (province, city or regency, district, village) picked from the
 * API's list (docs/decisions/1013-address-areas.md). The button opens a searchable list just below
 * it, inside the picker rather than in a portal, so it scrolls with the form and takes focus and
 * wheel events inside a dialog; the list is asked for when first opened. Without a `parent` (the
 * level above not picked yet) it is disabled.
 */
export function AreaPicker({
  id,
  label,
  level,
  parent,
  selected,
  error,
  onPick,
  buttonRef,
}: {
  id: string
  label: string
  level: AreaLevel
  /** The picked area above ('' for the provinces); null while it is not picked. */
  parent: string | null
  selected: Area | null
  error?: string
  onPick: (area: Area) => void
  buttonRef?: Ref<HTMLButtonElement>
}) {
  const { t } = usePlaceT()
  const [open, setOpen] = useState(false)
  const wrapper = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const areas = useAreas(level, parent ?? '', open && parent !== null)
  const listId = `${id}-list`
  const disabled = parent === null
  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  return (
    <div
      ref={wrapper}
      className="relative"
      onBlur={(event) => {
        // Leaving the picker (not moving inside it) folds the list.
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <Field id={id} label={label} error={error}>
        {(control) => (
          <Button
            {...control}
            ref={(node) => {
              button.current = node
              if (typeof buttonRef === 'function') buttonRef(node)
              else if (buttonRef) buttonRef.current = node
            }}
            type="button"
            variant="outline"
            disabled={disabled}
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            onClick={() => setOpen((was) => !was)}
            className={cn(
              'aria-invalid:border-destructive h-auto min-h-10 w-full justify-between text-left font-normal whitespace-normal',
              !selected && 'text-muted-foreground',
            )}
          >
            <span className="min-w-0 break-words">
              {selected?.name ?? (disabled ? t('place.chooseAbove') : t(`place.choose.${level}`))}
            </span>
            <ChevronDown aria-hidden="true" className="opacity-60" />
          </Button>
        )}
      </Field>
      {open && !disabled && (
        <Command
          id={listId}
          label={`${t('place.search')} ${label}`}
          className="absolute inset-x-0 top-full z-50 mt-1 h-auto rounded-md border shadow-md"
        >
          <CommandInput autoFocus placeholder={`${t('place.search')}…`} />
          <CommandList className="max-h-64">
            {areas.isPending ? (
              <p className="text-muted-foreground px-3 py-4 text-sm" role="status">
                {t('place.loading')}
              </p>
            ) : areas.isError ? (
              <div className="grid justify-items-start gap-2 px-3 py-4 text-sm" role="alert">
                <p>{t('place.failed')}</p>
                <Button type="button" size="sm" variant="outline" onClick={() => areas.refetch()}>
                  {t('place.retry')}
                </Button>
              </div>
            ) : (
              <>
                <CommandEmpty>{t('place.none')}</CommandEmpty>
                {areas.data.map((area) => (
                  <CommandItem
                    key={area.code}
                    value={`${area.name} ${area.code}`}
                    onSelect={() => {
                      onPick(area)
                      close()
                    }}
                  >
                    <Check
                      aria-hidden="true"
                      className={cn(area.code === selected?.code ? 'opacity-100' : 'opacity-0')}
                    />
                    {area.name}
                  </CommandItem>
                ))}
              </>
            )}
          </CommandList>
        </Command>
      )}
    </div>
  )
}
