import { OPTION_TEXT_MAX, OPTION_VALUES_MAX } from '@pasar/shared'
import { X } from 'lucide-react'
import { useId, useState, type KeyboardEvent } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Input } from '@/components/ui/input.tsx'
import { Label } from '@/components/ui/label.tsx'
import { translateMessage } from '@/i18n/messages.ts'
import { cn } from '@/lib/utils.ts'
import { useT } from '../i18n/index.ts'
import type { OptionDraft } from '../lib/variant-rows.ts'

const sameText = (a: string, b: string) => a.toLocaleLowerCase('en') === b.toLocaleLowerCase('en')

/** A message under a field, announced with it. */
function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} role="alert" className="text-destructive text-sm font-medium">
      {translateMessage(message)}
    </p>
  )
}

/**
 * One option of the Variants section: its name, and its values as chips (type one and press
 * Enter; × removes it). `errors` are the section's, by path; `index` finds this option's.
 */
export function OptionEditor({
  index,
  option,
  errors,
  onChange,
  onRemove,
}: {
  index: number
  option: OptionDraft
  errors: Record<string, string>
  onChange: (option: OptionDraft) => void
  onRemove: () => void
}) {
  const { t } = useT()
  const id = useId()
  const [draft, setDraft] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const nameError = errors[`options.${index}.name`]
  const valuesError =
    errors[`options.${index}.values`] ??
    problem ??
    option.values
      .map((_, i) => errors[`options.${index}.values.${i}`])
      .find((error) => error !== undefined)
  const shownName = option.name.trim() || t('variants.optionNumber', { number: index + 1 })

  function add() {
    const value = draft.trim()
    if (value === '') return
    if (option.values.some((other) => sameText(other, value))) {
      setProblem(t('variants.duplicateValue', { value }))
      return
    }
    if (option.values.length >= OPTION_VALUES_MAX) {
      setProblem(t('variants.tooManyValues', { max: OPTION_VALUES_MAX }))
      return
    }
    onChange({ ...option, values: [...option.values, value] })
    setDraft('')
    setProblem(null)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' && event.key !== ',') return
    // Enter adds the value: it must not send the product's form.
    event.preventDefault()
    add()
  }

  return (
    <fieldset className="grid gap-3 rounded-lg border p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold">
        {t('variants.optionNumber', { number: index + 1 })}
      </legend>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>{t('variants.optionName')}</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-name`}
            value={option.name}
            maxLength={OPTION_TEXT_MAX}
            placeholder={t('variants.optionNamePlaceholder')}
            aria-invalid={Boolean(nameError)}
            aria-describedby={nameError ? `${id}-name-message` : undefined}
            onChange={(event) => onChange({ ...option, name: event.target.value })}
          />
          <Button type="button" variant="outline" onClick={onRemove}>
            {t('variants.removeOption')}
          </Button>
        </div>
        <FieldMessage id={`${id}-name-message`} message={nameError} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-value`}>{t('variants.values', { option: shownName })}</Label>
        {option.values.length > 0 && (
          <ul
            className="flex flex-wrap gap-2"
            aria-label={t('variants.values', { option: shownName })}
          >
            {option.values.map((value, i) => {
              const error = errors[`options.${index}.values.${i}`]
              return (
                <li
                  key={value}
                  className={cn(
                    'bg-muted inline-flex items-center gap-1 rounded-full border py-0.5 pr-1 pl-3 text-sm',
                    error && 'border-destructive text-destructive',
                  )}
                  title={error ? translateMessage(error) : undefined}
                >
                  {value}
                  <button
                    type="button"
                    aria-label={t('variants.removeValue', { value })}
                    onClick={() =>
                      onChange({ ...option, values: option.values.filter((v) => v !== value) })
                    }
                    className="hover:bg-background focus-visible:ring-ring/50 grid size-6 place-items-center rounded-full outline-none focus-visible:ring-[3px]"
                  >
                    <X className="size-3.5" aria-hidden="true" />
                  </button>
                </li>
              )
            })}
          </ul>
        )}
        <div className="flex gap-2">
          <Input
            id={`${id}-value`}
            value={draft}
            maxLength={OPTION_TEXT_MAX}
            enterKeyHint="done"
            placeholder={t('variants.valuePlaceholder')}
            aria-invalid={Boolean(valuesError)}
            aria-describedby={valuesError ? `${id}-values-message` : undefined}
            onChange={(event) => {
              setDraft(event.target.value)
              setProblem(null)
            }}
            onKeyDown={onKeyDown}
          />
          <Button type="button" variant="secondary" onClick={add}>
            {t('variants.addValue')}
          </Button>
        </div>
        <FieldMessage id={`${id}-values-message`} message={valuesError} />
      </div>
    </fieldset>
  )
}
