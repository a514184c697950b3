import { type AdminProduct, formatIDR } from '@pasar/shared'
import { Link } from 'react-router'
import { useAdminProducts, useHideProduct } from '../../api/admin.ts'
import { usePagedList } from '../../hooks/use-paged-list.ts'
import { formatNumber } from '@/i18n/format.ts'
import { useT } from '../../i18n/index.ts'
import { CellLines } from '../admin-table.tsx'
import { SearchedListSection } from '../list-section.tsx'
import { HiddenStatus, useHiding } from '../moderation.tsx'

export function ProductsSection() {
  const { t } = useT()
  const list = usePagedList('')
  const products = useAdminProducts(list.filter, list.page)
  const hiding = useHiding(
    useHideProduct(),
    (p: AdminProduct, reason) => ({ uuid: p.uuid, reason }),
    {
      description: t('products.hideDescription'),
      confirmLabel: t('products.hide'),
      ariaLabel: (p) => t('products.hideNamed', { name: p.name }),
    },
  )
  return (
    <SearchedListSection
      name="products"
      list={list}
      query={products}
      rowKey={(p) => p.uuid}
      columns={[
        {
          header: t('products.product'),
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
          header: t('products.price'),
          cell: (p) => <span className="tabular-nums">{formatIDR(p.price)}</span>,
        },
        {
          header: t('products.stock'),
          cell: (p) => <span className="tabular-nums">{formatNumber(p.stock)}</span>,
        },
        { header: t('column.status'), cell: (p) => <HiddenStatus hidden={p.hidden} /> },
        {
          header: t('column.action'),
          className: 'md:text-right',
          cell: (p) => hiding.button(p, p.hidden !== null),
        },
      ]}
    >
      {hiding.dialog}
    </SearchedListSection>
  )
}
