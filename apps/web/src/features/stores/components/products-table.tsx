import { formatIDR, TABLE_PAGE_SIZE, type Product } from '@pasar/shared'
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  useReactTable,
  type ColumnDef,
} from '@tanstack/react-table'
import { Search } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Input } from '@/components/ui/input.tsx'
import { DataTableBody } from '@/components/ui/data-table-body.tsx'
import { Table, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { DeleteProductDialog } from './delete-product-dialog.tsx'
import { ProductActions } from './product-actions.tsx'

const SKELETON_ROWS = 4

/** SPEC §2 store products table: name search and client-side Previous/Next paging. */
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
  const columns = useMemo<ColumnDef<Product>[]>(
    () => [
      {
        accessorKey: 'name',
        header: 'Name',
        cell: ({ row }) => (
          <div className="flex min-w-40 items-center gap-3">
            {row.original.images[0] ? (
              <img
                src={row.original.images[0].replace(/\/\d+\.webp$/, '/320.webp')}
                alt=""
                className="bg-muted size-10 shrink-0 rounded-md border object-cover"
              />
            ) : (
              <span className="bg-muted size-10 shrink-0 rounded-md border" aria-hidden="true" />
            )}
            <span className="font-medium">{row.original.name}</span>
          </div>
        ),
      },
      { accessorKey: 'category', header: 'Category' },
      {
        accessorKey: 'price',
        header: 'Price',
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">{formatIDR(row.original.price)}</span>
        ),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => (
          <div className="text-right">
            <ProductActions product={row.original} storeSlug={storeSlug} onDelete={setDeleting} />
          </div>
        ),
      },
    ],
    [storeSlug],
  )
  // Known and harmless here: the compiler skips this component, nothing memoised reads the table.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: products,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    initialState: { pagination: { pageIndex: 0, pageSize: TABLE_PAGE_SIZE } },
    autoResetPageIndex: true,
  })
  const nameFilter = (table.getColumn('name')?.getFilterValue() as string | undefined) ?? ''

  return (
    <div className="grid gap-4">
      <div className="relative max-w-sm">
        <Search
          className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Filter products by name"
          placeholder="Filter names..."
          className="pl-9"
          value={nameFilter}
          onChange={(event) => table.getColumn('name')?.setFilterValue(event.target.value)}
        />
      </div>
      <Table>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => (
                <TableHead key={header.id}>
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </TableHead>
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <DataTableBody table={table} loading={loading} skeletonRows={SKELETON_ROWS} />
      </Table>
      <div className="flex items-center justify-end gap-2">
        <p className="text-muted-foreground mr-auto text-sm" aria-live="polite">
          {table.getPageCount() > 1 &&
            `Page ${table.getState().pagination.pageIndex + 1} of ${table.getPageCount()}`}
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => table.previousPage()}
          disabled={!table.getCanPreviousPage()}
        >
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => table.nextPage()}
          disabled={!table.getCanNextPage()}
        >
          Next
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
