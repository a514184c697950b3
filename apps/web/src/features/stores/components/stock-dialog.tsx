import type { OwnedProduct } from '@pasar/shared'
import { useId, useState, type FormEvent } from 'react'
import { Input } from '@/components/ui/input.tsx'
import { Label } from '@/components/ui/label.tsx'
import { SubmitButton } from '@/components/ui/submit-button.tsx'
import { TitledDialog } from '@/components/ui/titled-dialog.tsx'
import { translateMessage } from '@/i18n/messages.ts'
import { ApiError } from '@/lib/api-client.ts'
import { toast } from '@/lib/toast.ts'
import { replaceVariants } from '../api/replace-variants.ts'
import { updateProduct } from '../api/update-product.ts'
import { useProductMutation } from '../api/refresh.ts'
import { useT } from '../i18n/index.ts'
import { bodyOf, draftOf, errorsByPath, keyOf, newRow } from '../lib/variant-rows.ts'

/**
 * The stock of a product from its products table: one figure, or one per variant for a product
 * with options (the variants are saved whole, their other fields as they are).
 */
function StockForm({
  storeSlug,
  product,
  onDone,
}: {
  storeSlug: string
  product: OwnedProduct
  onDone: () => void
}) {
  const { t } = useT()
  const id = useId()
  const [draft] = useState(() => draftOf(product))
  const withOptions = product.options.length > 0
  const [stock, setStock] = useState<Record<string, string>>(() =>
    Object.fromEntries(product.variants.map((v) => [keyOf(v.optionValues), String(v.stock)])),
  )
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useProductMutation(storeSlug, async () => {
    if (!withOptions) {
      return updateProduct(storeSlug, product.uuid, { stock: Number(stock[keyOf([])] ?? '') })
    }
    const rows = Object.fromEntries(
      Object.entries(draft.rows).map(([key, row]) => [key, { ...row, stock: stock[key] ?? '' }]),
    )
    return replaceVariants(storeSlug, product.uuid, bodyOf(draft.options, rows, newRow(product)))
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    save.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('stock.saved'))
        onDone()
      },
      onError: (error) => {
        toast.error(error instanceof ApiError ? error.message : t('failure'))
        if (error instanceof ApiError) setErrors(errorsByPath(error.errors ?? []))
      },
    })
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <div className="grid max-h-[60vh] gap-3 overflow-y-auto p-1">
        {product.variants.map((variant, i) => {
          const key = keyOf(variant.optionValues)
          const error = withOptions ? errors[`variants.${i}.stock`] : errors.stock
          const label = variant.optionValues.join(' / ') || t('table.stock')
          return (
            <div key={variant.id} className="grid grid-cols-[1fr_7rem] items-center gap-3">
              <Label htmlFor={`${id}-${i}`}>{label}</Label>
              <Input
                id={`${id}-${i}`}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={stock[key] ?? ''}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${id}-${i}-message` : undefined}
                onChange={(event) => setStock({ ...stock, [key]: event.target.value })}
              />
              {error && (
                <p
                  id={`${id}-${i}-message`}
                  role="alert"
                  className="text-destructive col-span-2 text-sm font-medium"
                >
                  {translateMessage(error)}
                </p>
              )}
            </div>
          )
        })}
      </div>
      <SubmitButton pending={save.isPending} pendingLabel={t('saving')} className="sm:w-fit">
        {t('stock.save')}
      </SubmitButton>
    </form>
  )
}

/** 'Stock of Kemeja Batik': the dialog the products table's stock figure opens. */
export function StockDialog({
  storeSlug,
  product,
  onClose,
}: {
  storeSlug: string
  product: OwnedProduct | null
  onClose: () => void
}) {
  const { t } = useT()
  return (
    <TitledDialog
      open={product !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('stock.title', { name: product?.name ?? '' })}
      description={
        product && product.options.length > 0 ? t('stock.perVariant') : t('stock.description')
      }
    >
      {product && (
        <StockForm key={product.uuid} storeSlug={storeSlug} product={product} onDone={onClose} />
      )}
    </TitledDialog>
  )
}
