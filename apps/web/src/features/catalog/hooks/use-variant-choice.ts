import { useCallback, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { optionsOf, type PurchaseChoice, type VariantProduct } from '@/lib/product-variants.ts'
import { chosenVariant, initialChoice, missingOption, type Choice } from '../lib/variant-choice.ts'

/** The address's name of the chosen variant: a shared link opens it chosen. */
export const VARIANT_PARAM = 'variant'

/**
 * The shopper's choice of a product's option values. It starts from `?variant=`, and keeps the
 * variant chosen in the address (replacing the entry: choosing is not a step back to undo).
 * `asked` is the option the buying actions asked for, until it is chosen.
 */
export function useVariantChoice(product: VariantProduct) {
  const [params, setParams] = useSearchParams()
  const [choice, setChoice] = useState<Choice>(() =>
    initialChoice(product, params.get(VARIANT_PARAM)),
  )
  const [asked, setAsked] = useState<number | null>(null)
  const groups = useRef<(HTMLElement | null)[]>([])
  const variant = chosenVariant(product, choice)

  const choose = useCallback(
    (option: number, value: string | null) => {
      const next = choice.map((chosen, i) => (i === option ? value : chosen))
      setChoice(next)
      if (asked === option && value !== null) setAsked(null)
      const picked = chosenVariant(product, next)
      setParams(
        (before) => {
          const after = new URLSearchParams(before)
          if (picked) after.set(VARIANT_PARAM, String(picked.id))
          else after.delete(VARIANT_PARAM)
          return after
        },
        { replace: true, preventScrollReset: true },
      )
    },
    [asked, choice, product, setParams],
  )

  const missing = missingOption(product, choice)
  const ask = useCallback(() => {
    const index = choice.findIndex((value) => value === null)
    if (index < 0) return
    setAsked(index)
    const group = groups.current[index]
    group?.scrollIntoView?.({ block: 'center', behavior: 'smooth' })
    group?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus({ preventScroll: true })
  }, [choice])

  const purchase: PurchaseChoice = useMemo(
    () => ({
      variantId: variant?.id,
      stock: optionsOf(product).length === 0 ? product.stock : (variant?.stock ?? product.stock),
      missing,
      ask,
    }),
    [ask, missing, product, variant],
  )
  return { choice, choose, variant, asked, groups, purchase }
}
