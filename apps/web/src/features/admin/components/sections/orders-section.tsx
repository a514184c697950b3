import { formatIDR, type AdminOrder } from '@pasar/shared'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { useAdminOrders } from '../../api/admin.ts'
import { usePagedList } from '../../hooks/use-paged-list.ts'
import { useRowDialog } from '../../hooks/use-row-dialog.ts'
import { useT } from '../../i18n/index.ts'
import { CellLines, PersonCell, useWhen } from '../admin-table.tsx'
import { SearchedListSection } from '../list-section.tsx'
import { orderStatusVariant } from '../../lib/order-status.ts'
import { OrderDialog } from '../order-dialog.tsx'

/**
 * Orders, newest first, searched by number or buyer email; 'Open' shows one with its store
 * orders, payments, refunds and timeline (docs/decisions/1010-operator-order-lookup.md).
 */
export function OrdersSection() {
  const { t } = useT()
  const when = useWhen()
  const list = usePagedList('')
  const orders = useAdminOrders(list.filter, list.page)
  const opened = useRowDialog<number>()
  return (
    <SearchedListSection<AdminOrder>
      name="orders"
      list={list}
      query={orders}
      rowKey={(o) => o.id}
      columns={[
        {
          header: t('orders.order'),
          cell: (o) => (
            <CellLines detail={when(o.createdAt)}>
              <span className="font-medium">{t('orders.number', { id: o.id })}</span>
            </CellLines>
          ),
        },
        {
          header: t('orders.buyer'),
          cell: (o) => <PersonCell person={o.buyer} />,
        },
        {
          header: t('orders.stores'),
          cell: (o) =>
            o.stores.length ? (
              <span className="text-sm">{o.stores.map((s) => s.name).join(', ')}</span>
            ) : (
              <span className="text-muted-foreground text-xs">{t('orders.noStores')}</span>
            ),
        },
        {
          header: t('orders.total'),
          cell: (o) => <span className="font-medium tabular-nums">{formatIDR(o.totalPrice)}</span>,
        },
        {
          header: t('column.status'),
          cell: (o) => (
            <Badge variant={orderStatusVariant(o.status)}>{t(`orders.status.${o.status}`)}</Badge>
          ),
        },
        {
          header: t('column.action'),
          className: 'md:text-right',
          cell: (o) => (
            <Button
              size="sm"
              variant="outline"
              aria-label={t('orders.openLabel', { id: o.id })}
              onClick={() => opened.pick(o.id)}
            >
              {t('orders.open')}
            </Button>
          ),
        },
      ]}
    >
      <OrderDialog {...opened.props} id={opened.row} />
    </SearchedListSection>
  )
}
