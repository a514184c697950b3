import { formatIDR, orderLineName, type Order } from '@pasar/shared'
import { MoreHorizontalIcon } from 'lucide-react'
import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table'
import { lazy, useMemo } from 'react'
import { MenuOnPress, type MenuPress } from '@/components/menu-on-press.tsx'
import { Button } from '@/components/ui/button.tsx'
import { DataTable } from '@/components/ui/data-table.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { Link } from 'react-router'
import { useDateFormat } from '@/i18n/format.ts'
import { useT, type OrdersT } from '../i18n/index.ts'
import { ENDED_UNPAID } from '../lib/ended.ts'
import { BuyAgainButton } from './buy-again-button.tsx'
import { RefundNote } from './refund-note.tsx'
import { StatusBadge } from './status-badge.tsx'
import { StoreStages } from './store-stages.tsx'

const loadOrderActions = () =>
  import('./order-actions.tsx').then(({ OrderActions }) => ({ default: OrderActions }))
const OrderActions = lazy(loadOrderActions)

/** A PENDING order's menu button; its menu loads on the first press (`MenuOnPress`). */
function OrderMenu({ order }: { order: Order }) {
  const { t } = useT()
  const button = (press?: MenuPress, paying = false) => (
    <Button variant="ghost" size="icon" className="size-8" disabled={paying} {...press}>
      {paying ? <Spinner label={t('openingPayment')} /> : <MoreHorizontalIcon />}
      <span className="sr-only">{t('actionsFor', { id: order.id })}</span>
    </Button>
  )
  return (
    <MenuOnPress
      load={loadOrderActions}
      button={button}
      menu={<OrderActions order={order} trigger={(paying) => button(undefined, paying)} />}
    />
  )
}

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }

/** What the buyer paid, and under it what the vouchers took off (docs/decisions/1016-vouchers.md). */
function OrderTotal({ order }: { order: Order }) {
  const { t } = useT()
  return (
    <span className="inline-flex flex-col font-medium tabular-nums sm:items-end">
      {formatIDR(order.totalPrice)}
      {order.discountTotal > 0 && (
        <span className="text-xs font-normal text-emerald-700">
          {t('table.saved', { amount: formatIDR(order.discountTotal) })}
        </span>
      )}
    </span>
  )
}

function OrderItems({ order }: { order: Order }) {
  return (
    <ul className="flex flex-col gap-0.5">
      {order.orderItems.map((item) => (
        <li key={item.id} className="line-clamp-2">
          {orderLineName(item.productName, item.variantLabel)}
          <span className="text-muted-foreground"> × {item.quantity}</span>
        </li>
      ))}
    </ul>
  )
}

const columns = (t: OrdersT, formatDate: (date: string) => string): ColumnDef<Order>[] => [
  {
    id: 'order',
    header: t('table.order'),
    cell: ({ row: { original: order } }) => (
      <>
        <Link
          to={`/dashboard/orders/${order.id}`}
          className="text-primary font-medium underline-offset-4 hover:underline"
        >
          #{order.id}
        </Link>
        <div className="text-muted-foreground text-xs">{formatDate(order.createdAt)}</div>
        {/* Phones have no room for the Items and Total columns: they sit here. */}
        <div className="mt-2 flex flex-col gap-1 whitespace-normal sm:hidden">
          <OrderItems order={order} />
          <OrderTotal order={order} />
        </div>
      </>
    ),
    meta: { cellClassName: 'align-top whitespace-nowrap sm:w-40' },
  },
  {
    id: 'items',
    header: t('table.items'),
    cell: ({ row }) => <OrderItems order={row.original} />,
    meta: { className: 'hidden sm:table-cell', cellClassName: 'min-w-40 align-top' },
  },
  {
    id: 'total',
    header: t('table.total'),
    cell: ({ row }) => <OrderTotal order={row.original} />,
    meta: {
      className: 'hidden text-right sm:table-cell',
      cellClassName: 'align-top font-medium whitespace-nowrap tabular-nums',
    },
  },
  {
    id: 'status',
    header: t('table.status'),
    cell: ({ row: { original: order } }) => (
      // A refund and 'Buy again' sit under the status: a phone has no room for more columns.
      // Each store's own stage; the payment status only for orders from before store orders.
      <div className="flex flex-col items-start gap-2">
        {order.storeOrders.length > 0 ? (
          <StoreStages order={order} />
        ) : (
          <StatusBadge status={order.status} />
        )}
        <RefundNote refund={order.refund} />
        {ENDED_UNPAID.has(order.status) && <BuyAgainButton order={order} />}
      </div>
    ),
    meta: { cellClassName: 'align-top' },
  },
  {
    id: 'actions',
    header: () => <span className="sr-only">{t('table.actions')}</span>,
    cell: ({ row }) => row.original.status === 'PENDING' && <OrderMenu order={row.original} />,
    meta: { className: 'w-10', cellClassName: 'align-top' },
  },
]

/** One page of the buyer's orders; the route pages through them on the server. */
export function OrdersTable({ orders }: { orders: Order[] }) {
  const { t } = useT()
  const formatDate = useDateFormat(DATE_TIME)
  // A new `t` comes with each language: the headers are worded again.
  const columnDefs = useMemo(() => columns(t, formatDate), [t, formatDate])
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table hands out fresh functions each render by design.
  const table = useReactTable({
    data: orders,
    columns: columnDefs,
    getRowId: (order) => String(order.id),
    getCoreRowModel: getCoreRowModel(),
  })
  return <DataTable table={table} rowTestId={(row) => `order-${row.id}`} />
}
