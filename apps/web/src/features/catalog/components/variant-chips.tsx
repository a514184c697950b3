import { useId, type RefObject } from 'react'
import { optionsOf, type VariantProduct } from '@/lib/product-variants.ts'
import { cn } from '@/lib/utils.ts'
import { useT } from '../i18n/index.ts'
import { valueInStock, type Choice } from '../lib/variant-choice.ts'

/**
 * A chip per value of each of the product's options (Warna: Merah Biru Hijau). A value whose
 * every combination left is sold out is shown struck through and can't be chosen; pressing the
 * chosen chip again unchooses it. The option the buying actions asked for is marked and says so.
 */
export function VariantChips({
  product,
  choice,
  asked,
  groups,
  onChoose,
}: {
  product: VariantProduct
  choice: Choice
  asked: number | null
  groups: RefObject<(HTMLElement | null)[]>
  onChoose: (option: number, value: string | null) => void
}) {
  const { t } = useT()
  const id = useId()
  return (
    <div className="flex flex-col gap-4">
      {optionsOf(product).map((option, i) => {
        const labelId = `${id}-option-${i}`
        const errorId = `${id}-option-${i}-error`
        const wanted = asked === i
        return (
          <div
            key={option.name}
            ref={(element) => {
              groups.current[i] = element
            }}
            role="group"
            aria-labelledby={labelId}
            aria-describedby={wanted ? errorId : undefined}
            className={cn(
              // Room around the chips for the mark of an option asked for, drawn without a shift.
              '-m-2 flex flex-col gap-2 rounded-lg p-2',
              wanted && 'ring-destructive/60 bg-destructive/5 ring-2',
            )}
          >
            <p id={labelId} className="text-sm font-medium">
              {option.name}
              {choice[i] && (
                <span className="text-muted-foreground font-normal">: {choice[i]}</span>
              )}
            </p>
            <div className="flex flex-wrap gap-2">
              {option.values.map((value) => {
                const pressed = choice[i] === value
                // A chosen value stays pressable, so it can be unchosen.
                const inStock = pressed || valueInStock(product, choice, i, value)
                return (
                  <button
                    key={value}
                    type="button"
                    aria-pressed={pressed}
                    disabled={!inStock}
                    aria-label={inStock ? undefined : t('variant.soldOutValue', { value })}
                    onClick={() => onChoose(i, pressed ? null : value)}
                    className={cn(
                      'focus-visible:ring-ring/50 min-h-9 min-w-11 rounded-md border px-3 text-sm transition-colors outline-none focus-visible:ring-[3px]',
                      pressed
                        ? 'border-primary bg-primary/10 text-primary font-semibold'
                        : 'bg-background hover:bg-accent',
                      !inStock &&
                        'text-muted-foreground cursor-not-allowed line-through opacity-60',
                    )}
                  >
                    {value}
                  </button>
                )
              })}
            </div>
            {wanted && (
              <p id={errorId} role="alert" className="text-destructive text-sm font-medium">
                {t('variant.choose', { option: option.name })}
              </p>
            )}
          </div>
        )
      })}
    </div>
  )
}
