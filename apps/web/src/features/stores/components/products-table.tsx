import { formatIDR, TABLE_PAGE_SIZE, type OwnedProduct } from '@pasar/shared'
import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  useReactTable,
  type ColumnDef,
} from '@tanstack/react-table'
import { MoreHorizontal, Search } from 'lucide-react'
import { lazy, useMemo, useState } from 'react'
import { MenuOnPress, type MenuPress } from '@/components/menu-on-press.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Input } from '@/components/ui/input.tsx'
import { DataTable } from '@/components/ui/data-table.tsx'
import { PageButtons } from '@/components/ui/data-table-pagination.tsx'
import { formatNumber } from '@/i18n/format.ts'
import { useT } from '../i18n/index.ts'
import { DeleteProductDialog } from './delete-product-dialog.tsx'
import { StockDialog } from './stock-dialog.tsx'

const SKELETON_ROWS = 4

/** The price, or the range of a product whose variants differ: 'Rp 150.000 – Rp 250.000'. */
const priceOf = ({ price, priceMax }: OwnedProduct) =>
  priceMax > price ? `${formatIDR(price)} – ${formatIDR(priceMax)}` : formatIDR(price)

const loadProductActions = () =>
  import('./product-actions.tsx').then(({ ProductActions }) => ({ default: ProductActions }))
const ProductActions = lazy(loadProductActions)

/**
 * Columns a phone has no room for carry `hidden sm:table-cell`; their figures go under the name.
 */
const WIDE_ONLY = { className: 'hidden sm:table-cell' }

/**
 * A store's products table (docs/product.md#stores): name search and client-side Previous/Next
 * paging.
 */
export function ProductsTable({
  storeSlug,
  products,
  loading,
}: {
  storeSlug: string
  products: OwnedProduct[]
  loading: boolean
}) {
  const [deleting, setDeleting] = useState<OwnedProduct | null>(null)
  const [stocking, setStocking] = useState<OwnedProduct | null>(null)
  const { t } = useT()
  const columns = useMemo<ColumnDef<OwnedProduct>[]>(
    () => [
      {
        // The name search (the column's filter) finds any part of the name, in any case.
        accessorKey: 'name',
        filterFn: 'includesString',
        header: t('table.name'),
        cell: ({ row }) => (
          <div className="flex min-w-0 items-center gap-3">
            {row.original.images[0] ? (
              <img
                src={row.original.images[0].replace(/\/\d+\.webp$/, '/320.webp')}
                alt=""
                className="bg-muted size-10 shrink-0 rounded-md border object-cover"
              />
            ) : (
              <span className="bg-muted size-10 shrink-0 rounded-md border" aria-hidden="true" />
            )}
            <div className="flex min-w-0 flex-col">
              <span className="font-medium break-words">{row.original.name}</span>
              {row.original.hidden && (
                <span className="mt-1 grid justify-items-start gap-0.5">
                  <Badge variant="warning">{t('hidden.badge')}</Badge>
                  <span className="text-xs text-amber-900">{row.original.hidden.reason}</span>
                </span>
              )}
              <span className="text-muted-foreground text-xs sm:hidden">
                {row.original.category} ·{' '}
                <span className="whitespace-nowrap tabular-nums">{priceOf(row.original)}</span>
              </span>
            </div>
          </div>
        ),
      },
      {
        id: 'category',
        header: t('table.category'),
        cell: ({ row }) => row.original.category,
        meta: WIDE_ONLY,
      },
      {
        id: 'price',
        header: t('table.price'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">{priceOf(row.original)}</span>
        ),
        meta: WIDE_ONLY,
      },
      {
        id: 'stock',
        header: t('table.stock'),
        // The figure opens the stock's dialog: a variant's stock is changed from here.
        cell: ({ row }) => (
          <Button
            variant="ghost"
            size="sm"
            className="h-auto px-1.5 py-1"
            aria-label={t('stock.edit', {
              name: row.original.name,
              stock: formatNumber(row.original.stock),
            })}
            onClick={() => setStocking(row.original)}
          >
            {row.original.stock > 0 ? (
              <span className="tabular-nums">{formatNumber(row.original.stock)}</span>
            ) : (
              <Badge variant="destructive">{t('table.soldOut')}</Badge>
            )}
          </Button>
        ),
        meta: { className: 'w-16 text-right sm:w-20' },
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('table.actions')}</span>,
        cell: ({ row }) => {
          const button = (press?: MenuPress) => (
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('actions.label', { name: row.original.name })}
              {...press}
            >
              <MoreHorizontal aria-hidden="true" />
            </Button>
          )
          return (
            <div className="text-right">
              <MenuOnPress
                load={loadProductActions}
                button={button}
                menu={
                  <ProductActions
                    trigger={button()}
                    product={row.original}
                    storeSlug={storeSlug}
                    onDelete={setDeleting}
                  />
                }
              />
            </div>
          )
        },
        meta: { className: 'w-12 pl-0 sm:w-14' },
      },
    ],
    [storeSlug, t],
  )
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table hands out fresh functions each render by design.
  const table = useReactTable({
    data: products,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    initialState: { pagination: { pageIndex: 0, pageSize: TABLE_PAGE_SIZE } },
    // A new search or new products start again from the first page.
    autoResetPageIndex: true,
  })
  const nameFilter = (table.getColumn('name')?.getFilterValue() as string | undefined) ?? ''
  const pages = table.getPageCount()

  return (
    <div className="grid gap-4">
      <div className="relative max-w-sm">
        <Search
          className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={t('table.filter')}
          placeholder={t('table.filterPlaceholder')}
          className="pl-9"
          value={nameFilter}
          onChange={(event) => table.getColumn('name')?.setFilterValue(event.target.value)}
        />
      </div>
      <DataTable
        table={table}
        loading={loading}
        skeletonRows={SKELETON_ROWS}
        columnClassName="px-2 sm:px-3"
      />
      <div className="flex items-center justify-end gap-2">
        <p className="text-muted-foreground mr-auto text-sm" aria-live="polite">
          {pages > 1 &&
            t('table.page', {
              page: formatNumber(table.getState().pagination.pageIndex + 1),
              pages: formatNumber(pages),
            })}
        </p>
        <PageButtons table={table} />
      </div>
      <StockDialog storeSlug={storeSlug} product={stocking} onClose={() => setStocking(null)} />
      <DeleteProductDialog
        storeSlug={storeSlug}
        product={deleting}
        onClose={() => setDeleting(null)}
      />
    </div>
  )
}
