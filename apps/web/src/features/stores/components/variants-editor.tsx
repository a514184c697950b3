import { OPTIONS_MAX, VARIANTS_MAX, type OwnedProduct } from '@pasar/shared'
import { Plus } from 'lucide-react'
import { useId, useMemo, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Input } from '@/components/ui/input.tsx'
import { Label } from '@/components/ui/label.tsx'
import { SubmitButton } from '@/components/ui/submit-button.tsx'
import { translateMessage } from '@/i18n/messages.ts'
import { ApiError } from '@/lib/api-client.ts'
import { toast } from '@/lib/toast.ts'
import { useReplaceVariants } from '../api/replace-variants.ts'
import { useT } from '../i18n/index.ts'
import {
  applyToAll,
  bodyOf,
  combinations,
  draftOf,
  errorsByPath,
  newRow,
  type FillFields,
  type OptionDraft,
  type RowDraft,
} from '../lib/variant-rows.ts'
import { OptionEditor } from './option-editor.tsx'
import { VariantsTable } from './variants-table.tsx'

// The rules of the body load when the seller first saves (as the forms' resolvers do, 0985).
const loadRules = () =>
  import('@pasar/shared/schemas/variant').then((module) => module.replaceVariantsSchema)

const NO_FILL: FillFields = { price: '', stock: '', weight: '' }

/**
 * The Variants section of a product's edit page (ADR 1015): up to two options with their values
 * as chips, the table of their combinations (price, stock, weight, SKU, picture), 'Apply to all',
 * and one save of them all. The API's field errors ('variants.3.price') show at their fields.
 */
export function VariantsEditor({
  storeSlug,
  product,
}: {
  storeSlug: string
  product: OwnedProduct
}) {
  const { t } = useT()
  const id = useId()
  const replace = useReplaceVariants(storeSlug, product.uuid)
  const [draft] = useState(() => draftOf(product))
  const [options, setOptions] = useState<OptionDraft[]>(draft.options)
  const [rows, setRows] = useState<Record<string, RowDraft>>(draft.rows)
  const [fill, setFill] = useState<FillFields>(NO_FILL)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const blank = useMemo(() => newRow(product), [product])
  const combos = useMemo(() => combinations(options), [options])
  // Without options there is nothing to edit here, unless the product had some: saving then
  // makes it one variant again.
  const shown = options.length > 0 || product.options.length > 0
  const tooMany = combos.length > VARIANTS_MAX

  const setOption = (index: number, option: OptionDraft | null) => {
    setOptions((before) =>
      option
        ? before.map((o, i) => (i === index ? option : o))
        : before.filter((_, i) => i !== index),
    )
    setErrors({})
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    const body = bodyOf(options, rows, blank)
    const rules = await loadRules()
    const checked = rules.safeParse(body)
    if (!checked.success) {
      setErrors(errorsByPath(checked.error.issues))
      toast.error(t('variants.fix'))
      return
    }
    setErrors({})
    replace.mutate(body, {
      onSuccess: () => toast.success(t('variants.saved')),
      onError: (error) => {
        toast.error(error instanceof ApiError ? error.message : t('failure'))
        if (error instanceof ApiError) setErrors(errorsByPath(error.errors ?? []))
      },
    })
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 border-t pt-6">
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('variants.title')}
        </h2>
        <p className="text-muted-foreground text-sm">{t('variants.description')}</p>
      </div>
      <form className="grid gap-4" onSubmit={(event) => void save(event)} noValidate>
        {options.map((option, index) => (
          <OptionEditor
            // The option's place: its name changes as it is typed.
            key={index}
            index={index}
            option={option}
            errors={errors}
            onChange={(next) => setOption(index, next)}
            onRemove={() => setOption(index, null)}
          />
        ))}
        {options.length < OPTIONS_MAX && (
          <Button
            type="button"
            variant="outline"
            className="w-fit"
            onClick={() => setOptions((before) => [...before, { name: '', values: [] }])}
          >
            <Plus aria-hidden="true" />
            {t('variants.addOption')}
          </Button>
        )}
        {shown && (
          <>
            <fieldset className="grid gap-3 rounded-lg border border-dashed p-3 sm:p-4">
              <legend className="px-1 text-sm font-semibold">{t('variants.applyAll')}</legend>
              <p className="text-muted-foreground text-sm">{t('variants.applyAllHint')}</p>
              <div className="grid gap-2 sm:grid-cols-3 sm:gap-3">
                {(['price', 'stock', 'weight'] as const).map((field) => (
                  <div key={field} className="grid gap-1.5">
                    <Label htmlFor={`${id}-fill-${field}`}>{t(`variants.column.${field}`)}</Label>
                    <Input
                      id={`${id}-fill-${field}`}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      step={1}
                      value={fill[field]}
                      onChange={(event) => setFill({ ...fill, [field]: event.target.value })}
                    />
                  </div>
                ))}
              </div>
              <Button
                type="button"
                variant="secondary"
                className="w-fit"
                disabled={Object.values(fill).every((text) => text.trim() === '')}
                onClick={() => setRows(applyToAll(combos, rows, blank, fill))}
              >
                {t('variants.applyAllButton', { count: combos.length })}
              </Button>
            </fieldset>
            {tooMany ? (
              <p role="alert" className="text-destructive text-sm font-medium">
                {t('variants.tooMany', { max: VARIANTS_MAX, count: combos.length })}
              </p>
            ) : (
              <VariantsTable
                combos={combos}
                rows={rows}
                blank={blank}
                images={product.images}
                errors={errors}
                onChange={(key, row) => setRows((before) => ({ ...before, [key]: row }))}
              />
            )}
            {errors.variants && (
              <p role="alert" className="text-destructive text-sm font-medium">
                {translateMessage(errors.variants)}
              </p>
            )}
            {errors.options && (
              <p role="alert" className="text-destructive text-sm font-medium">
                {translateMessage(errors.options)}
              </p>
            )}
            <SubmitButton
              pending={replace.isPending}
              pendingLabel={t('saving')}
              disabled={tooMany}
              className="w-full sm:w-fit"
            >
              {t('variants.save')}
            </SubmitButton>
          </>
        )}
      </form>
    </section>
  )
}
