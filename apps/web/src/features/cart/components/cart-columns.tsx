import { formatIDR, type CartItem } from '@pasar/shared'
import type { ColumnDef } from '@tanstack/react-table'
import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { ApiError } from '@/lib/api-client.ts'
import { toast } from '@/lib/toast.ts'
import { ProductThumbnail } from '@/components/product-thumbnail.tsx'
import { useUpdateCartItem } from '../api/update-cart-item.ts'
import type { CartRemoval } from '../hooks/use-remove-with-undo.tsx'
import { useT, type CartT } from '../i18n/index.ts'
import { lineName } from '../lib/cart-line.ts'
import { CartProblem } from './cart-problem.tsx'
import { clampQuantity, QuantitySelector } from './quantity-selector.tsx'

function RemoveButton({ item, removal }: { item: CartItem; removal: CartRemoval }) {
  const { t } = useT()
  return (
    <Button
      variant="link"
      size="sm"
      className="text-muted-foreground hover:text-destructive h-auto p-0"
      disabled={removal.removing === item.id}
      aria-label={t('removeItem', { name: lineName(item) })}
      onClick={() => removal.removeLine(item)}
    >
      {t('remove')}
    </Button>
  )
}

/**
 * Quantity buttons that save (docs/product.md#cart-and-checkout); the typed value is saved when the
 * field is left.
 */
function QuantityCell({ item }: { item: CartItem }) {
  const update = useUpdateCartItem()
  const { t } = useT()
  const [draft, setDraft] = useState<string | null>(null)
  const save = (text: string) => {
    const quantity = clampQuantity(text, item.stock)
    setDraft(String(quantity))
    if (quantity === item.quantity) return setDraft(null)
    update.mutate(
      { cartItemId: item.id, quantity },
      {
        onSettled: () => setDraft(null),
        onError: (error) =>
          toast.error(error instanceof ApiError ? error.message : t('somethingWentWrong')),
      },
    )
  }
  return (
    <QuantitySelector
      size="sm"
      label={t('quantityOf', { name: lineName(item) })}
      value={draft ?? String(item.quantity)}
      min={1}
      max={Math.max(1, item.stock)}
      // A sold-out or withdrawn line has no quantity to change; a short one can be lowered.
      disabled={item.problem === 'SOLD_OUT' || item.problem === 'UNAVAILABLE'}
      busy={update.isPending}
      onChange={(text) => {
        // Buttons save at once; typing waits for the field to be left.
        const stepped = Math.abs(Number(text) - item.quantity) === 1 && draft === null
        if (stepped) save(text)
        else setDraft(text)
      }}
      onCommit={() => draft !== null && save(draft)}
    />
  )
}

/**
 * The cart table's columns, their headers in the language shown (built with `useT()`'s `t`);
 * 'Remove' goes through the page's `removal`, which outlives the line.
 */
export const cartColumns = (t: CartT, removal: CartRemoval): ColumnDef<CartItem>[] => [
  {
    id: 'select',
    header: ({ table }) => (
      <Checkbox
        aria-label={t('column.selectAll')}
        checked={
          table.getIsAllRowsSelected()
            ? true
            : table.getIsSomeRowsSelected()
              ? 'indeterminate'
              : false
        }
        onCheckedChange={(value) => table.toggleAllRowsSelected(value === true)}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        aria-label={t('column.select', { name: lineName(row.original) })}
        checked={row.getCanSelect() && row.getIsSelected()}
        disabled={!row.getCanSelect()}
        onCheckedChange={(value) => row.toggleSelected(value === true)}
      />
    ),
    meta: { className: 'w-8 sm:w-10' },
  },
  {
    id: 'image',
    header: () => <span className="sr-only">{t('column.image')}</span>,
    cell: ({ row }) => (
      <ProductThumbnail
        src={row.original.images[0]}
        size={56}
        className="size-11 max-w-none sm:size-14"
      />
    ),
    meta: { className: 'w-12 sm:w-16' },
  },
  {
    id: 'name',
    header: t('column.product'),
    cell: ({ row: { original: item } }) => (
      <div className="flex min-w-24 flex-col items-start gap-1">
        <Link to={`/product/${item.uuid}`} className="line-clamp-2 font-medium hover:underline">
          {item.name}
        </Link>
        {item.variant && (
          <span className="text-muted-foreground text-sm">{item.variant.label}</span>
        )}
        <span className="text-muted-foreground text-sm sm:hidden">{formatIDR(item.price)}</span>
        <CartProblem item={item} />
        <RemoveButton item={item} removal={removal} />
      </div>
    ),
  },
  {
    id: 'price',
    header: t('column.price'),
    cell: ({ row }) => <span className="tabular-nums">{formatIDR(row.original.price)}</span>,
    meta: { className: 'hidden sm:table-cell' },
  },
  {
    id: 'quantity',
    header: t('column.quantity'),
    cell: ({ row }) => <QuantityCell item={row.original} />,
  },
]
