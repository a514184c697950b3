import { SKU_MAX, WEIGHT_MAX, WEIGHT_MIN } from '@pasar/shared'
import { useId } from 'react'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/native-select.tsx'
import { translateMessage } from '@/i18n/messages.ts'
import { cn } from '@/lib/utils.ts'
import { useT } from '../i18n/index.ts'
import { keyOf, type RowDraft } from '../lib/variant-rows.ts'

type Column = 'price' | 'stock' | 'weight' | 'sku'

const NUMBER = { type: 'number', inputMode: 'numeric', step: 1 } as const

/**
 * The combinations of the options' values, a row each: price, stock, weight, SKU and picture.
 * Wider than a phone: it scrolls sideways, the variant's name kept in view.
 */
export function VariantsTable({
  combos,
  rows,
  blank,
  images,
  errors,
  onChange,
}: {
  combos: string[][]
  rows: Record<string, RowDraft>
  blank: RowDraft
  images: string[]
  errors: Record<string, string>
  onChange: (key: string, row: RowDraft) => void
}) {
  const { t } = useT()
  const id = useId()
  const labelOf = (combo: string[]) => combo.join(' / ') || t('variants.single')
  const columns: { key: Column; label: string; className: string }[] = [
    { key: 'price', label: t('variants.column.price'), className: 'w-32' },
    { key: 'stock', label: t('variants.column.stock'), className: 'w-20' },
    { key: 'weight', label: t('variants.column.weight'), className: 'w-24' },
    { key: 'sku', label: t('variants.column.sku'), className: 'w-28' },
  ]
  return (
    <div
      className="overflow-x-auto rounded-lg border"
      role="region"
      aria-label={t('variants.table')}
      tabIndex={0}
    >
      <table className="w-full min-w-[40rem] text-sm">
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="bg-muted sticky left-0 px-3 py-2 text-left font-medium">
              {t('variants.column.variant')}
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="px-2 py-2 text-left font-medium">
                {column.label}
              </th>
            ))}
            <th scope="col" className="px-2 py-2 text-left font-medium">
              {t('variants.column.picture')}
            </th>
          </tr>
        </thead>
        <tbody>
          {combos.map((combo, i) => {
            const key = keyOf(combo)
            const row = rows[key] ?? blank
            const label = labelOf(combo)
            const rowErrors = [...columns.map((c) => c.key), 'imageIndex', 'optionValues']
              .map((field) => errors[`variants.${i}.${field}`])
              .filter((error): error is string => error !== undefined)
            return (
              <tr key={key} className="border-t align-middle">
                <th
                  scope="row"
                  className="bg-background sticky left-0 px-3 py-2 text-left font-medium whitespace-nowrap"
                >
                  {label}
                  {rowErrors.length > 0 && (
                    <span
                      id={`${id}-${i}-errors`}
                      className="text-destructive block max-w-40 text-xs font-normal whitespace-normal"
                    >
                      {rowErrors.map(translateMessage).join(' ')}
                    </span>
                  )}
                </th>
                {columns.map((column) => {
                  const error = errors[`variants.${i}.${column.key}`]
                  return (
                    <td key={column.key} className={cn('px-2 py-1.5', column.className)}>
                      <Input
                        aria-label={t('variants.cell', { field: column.label, variant: label })}
                        aria-invalid={Boolean(error)}
                        aria-describedby={error ? `${id}-${i}-errors` : undefined}
                        value={row[column.key]}
                        onChange={(event) =>
                          onChange(key, { ...row, [column.key]: event.target.value })
                        }
                        className="h-9"
                        {...(column.key === 'sku'
                          ? { maxLength: SKU_MAX }
                          : column.key === 'weight'
                            ? { ...NUMBER, min: WEIGHT_MIN, max: WEIGHT_MAX }
                            : { ...NUMBER, min: 0 })}
                      />
                    </td>
                  )
                })}
                <td className="w-36 px-2 py-1.5">
                  <NativeSelect
                    aria-label={t('variants.cell', {
                      field: t('variants.column.picture'),
                      variant: label,
                    })}
                    aria-invalid={Boolean(errors[`variants.${i}.imageIndex`])}
                    value={row.image}
                    onChange={(event) => onChange(key, { ...row, image: event.target.value })}
                    className="[&_select]:h-9"
                  >
                    <option value="">{t('variants.noPicture')}</option>
                    {images.map((_, n) => (
                      <option key={n} value={String(n)}>
                        {t('variants.picture', { number: n + 1 })}
                      </option>
                    ))}
                  </NativeSelect>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
