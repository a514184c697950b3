import { formatIDR, TABLE_PAGE_SIZE, type Product } from '@pasar/shared'
import { MoreHorizontal, Search } from 'lucide-react'
import { lazy, useMemo, useState } from 'react'
import { MenuOnPress, type MenuPress } from '@/components/menu-on-press.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Input } from '@/components/ui/input.tsx'
import { dataTable, type DataColumn } from '@/components/ui/data-table.ts'
import { DataTableBody } from '@/components/ui/data-table-body.tsx'
import { DataTableHeader } from '@/components/ui/data-table-header.tsx'
import { useDataTablePages } from '@/components/ui/data-table-pages.ts'
import { Table } from '@/components/ui/table.tsx'
import { formatNumber } from '@/i18n/format.ts'
import { useCommonT } from '@/i18n/common/index.ts'
import { useT } from '../i18n/index.ts'
import { DeleteProductDialog } from './delete-product-dialog.tsx'

const SKELETON_ROWS = 4

const loadProductActions = () =>
  import('./product-actions.tsx').then(({ ProductActions }) => ({ default: ProductActions }))
const ProductActions = lazy(loadProductActions)

/**
 * Columns a phone has no room for carry `hidden sm:table-cell`; their figures go under the name.
 */
const WIDE_ONLY = 'hidden sm:table-cell'
const CELL = 'px-2 sm:px-3'

/** The name search: any part of the name, in any case (docs/decisions/0947). */
const nameMatches = (name: string, search: string) =>
  name.toLowerCase().includes(search.toLowerCase())

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
  products: Product[]
  loading: boolean
}) {
  const [deleting, setDeleting] = useState<Product | null>(null)
  const { t } = useT()
  const { t: tc } = useCommonT()
  const columns = useMemo<DataColumn<Product>[]>(
    () => [
      {
        id: 'name',
        header: t('table.name'),
        cell: (row) => (
          <div className="flex min-w-0 items-center gap-3">
            {row.item.images[0] ? (
              <img
                src={row.item.images[0].replace(/\/\d+\.webp$/, '/320.webp')}
                alt=""
                className="bg-muted size-10 shrink-0 rounded-md border object-cover"
              />
            ) : (
              <span className="bg-muted size-10 shrink-0 rounded-md border" aria-hidden="true" />
            )}
            <div className="flex min-w-0 flex-col">
              <span className="font-medium break-words">{row.item.name}</span>
              <span className="text-muted-foreground text-xs sm:hidden">
                {row.item.category} ·{' '}
                <span className="whitespace-nowrap tabular-nums">{formatIDR(row.item.price)}</span>
              </span>
            </div>
          </div>
        ),
      },
      {
        id: 'category',
        header: t('table.category'),
        cell: (row) => row.item.category,
        className: WIDE_ONLY,
      },
      {
        id: 'price',
        header: t('table.price'),
        cell: (row) => (
          <span className="whitespace-nowrap tabular-nums">{formatIDR(row.item.price)}</span>
        ),
        className: WIDE_ONLY,
      },
      {
        id: 'stock',
        header: t('table.stock'),
        cell: (row) =>
          row.item.stock > 0 ? (
            <span className="tabular-nums">{formatNumber(row.item.stock)}</span>
          ) : (
            <Badge variant="destructive">{t('table.soldOut')}</Badge>
          ),
        className: 'w-16 text-right sm:w-20',
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('table.actions')}</span>,
        cell: (row) => {
          const button = (press?: MenuPress) => (
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('actions.label', { name: row.item.name })}
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
                    product={row.item}
                    storeSlug={storeSlug}
                    onDelete={setDeleting}
                  />
                }
              />
            </div>
          )
        },
        className: 'w-12 pl-0 sm:w-14',
      },
    ],
    [storeSlug, t],
  )
  const [nameFilter, setNameFilter] = useState('')
  const table = dataTable({ data: products, columns })
  const matching = nameFilter
    ? table.rows.filter((row) => nameMatches(row.item.name, nameFilter))
    : table.rows
  const page = useDataTablePages(matching, TABLE_PAGE_SIZE, [products, nameFilter])

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
          onChange={(event) => setNameFilter(event.target.value)}
        />
      </div>
      <Table>
        <DataTableHeader table={table} className={CELL} />
        <DataTableBody
          columns={table.columns}
          rows={page.rows}
          loading={loading}
          skeletonRows={SKELETON_ROWS}
          cellClassName={CELL}
        />
      </Table>
      <div className="flex items-center justify-end gap-2">
        <p className="text-muted-foreground mr-auto text-sm" aria-live="polite">
          {page.count > 1 &&
            t('table.page', {
              page: formatNumber(page.index + 1),
              pages: formatNumber(page.count),
            })}
        </p>
        <Button variant="outline" size="sm" onClick={page.previous} disabled={!page.canPrevious}>
          {tc('previous')}
        </Button>
        <Button variant="outline" size="sm" onClick={page.next} disabled={!page.canNext}>
          {tc('next')}
        </Button>
      </div>
      <DeleteProductDialog
        storeSlug={storeSlug}
        product={deleting}
        onClose={() => setDeleting(null)}
      />
    </div>
  )
}
