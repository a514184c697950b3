import { type AdminProduct, formatIDR } from '@pasar/shared'
import { Link } from 'react-router'
import { useAdminProducts, useHideProduct } from '../../api/admin.ts'
import { usePagedList } from '../../hooks/use-paged-list.ts'
import { CellLines, SearchBox } from '../admin-table.tsx'
import { ListSection } from '../list-section.tsx'
import { HiddenStatus, useHiding } from '../moderation.tsx'

export function ProductsSection() {
  const list = usePagedList('')
  const products = useAdminProducts(list.filter, list.page)
  const hiding = useHiding(
    useHideProduct(),
    (p: AdminProduct, reason) => ({ uuid: p.uuid, reason }),
    {
      description:
        'It leaves listings, search and its page at once; carts holding it flag it and it cannot be ordered. The seller is mailed your reason.',
      confirmLabel: 'Hide product',
      ariaLabel: (p) => `Hide ${p.name}`,
    },
  )
  return (
    <ListSection
      title="Products"
      failure="Products could not be loaded."
      description="Hide a product: it leaves the shop, carts flag it, and the seller sees your reason."
      tools={
        <SearchBox
          label="Search products"
          placeholder="Product name, store or product id"
          onSearch={list.filterBy}
        />
      }
      label="Products"
      query={products}
      rowKey={(p) => p.uuid}
      empty="No products match."
      page={list.page}
      onPage={list.setPage}
      columns={[
        {
          header: 'Product',
          cell: (p) => (
            <CellLines detail={`${p.category} · ${p.store.name}`}>
              {p.hidden ? (
                <span className="font-medium">{p.name}</span>
              ) : (
                <Link to={`/product/${p.uuid}`} className="font-medium hover:underline">
                  {p.name}
                </Link>
              )}
            </CellLines>
          ),
        },
        {
          header: 'Price',
          cell: (p) => <span className="tabular-nums">{formatIDR(p.price)}</span>,
        },
        { header: 'Stock', cell: (p) => <span className="tabular-nums">{p.stock}</span> },
        { header: 'Status', cell: (p) => <HiddenStatus hidden={p.hidden} /> },
        {
          header: 'Action',
          className: 'md:text-right',
          cell: (p) => hiding.button(p, p.hidden !== null),
        },
      ]}
    >
      {hiding.dialog}
    </ListSection>
  )
}
