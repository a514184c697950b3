import { formatIDR, type Order } from '@pasar/shared'
import { MoreHorizontalIcon } from 'lucide-react'
import { lazy } from 'react'
import { MenuOnPress, type MenuPress } from '@/components/menu-on-press.tsx'
import { Button } from '@/components/ui/button.tsx'
import { NoResultsRow } from '@/components/ui/no-results-row.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table.tsx'
import { Link } from 'react-router'
import { useDateFormat } from '@/i18n/format.ts'
import { useT } from '../i18n/index.ts'
import { ENDED_UNPAID } from '../lib/ended.ts'
import { BuyAgainButton } from './buy-again-button.tsx'
import { RefundNote } from './refund-note.tsx'
import { StatusBadge } from './status-badge.tsx'

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

function OrderItems({ order }: { order: Order }) {
  return (
    <ul className="flex flex-col gap-0.5">
      {order.orderItems.map((item) => (
        <li key={item.id} className="line-clamp-2">
          {item.productName}
          <span className="text-muted-foreground"> × {item.quantity}</span>
        </li>
      ))}
    </ul>
  )
}

export function OrdersTable({ orders }: { orders: Order[] }) {
  const { t } = useT()
  const formatDate = useDateFormat(DATE_TIME)
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('table.order')}</TableHead>
          <TableHead className="hidden sm:table-cell">{t('table.items')}</TableHead>
          <TableHead className="hidden text-right sm:table-cell">{t('table.total')}</TableHead>
          <TableHead>{t('table.status')}</TableHead>
          <TableHead className="w-10">
            <span className="sr-only">{t('table.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.length === 0 ? (
          <NoResultsRow columns={5} />
        ) : (
          orders.map((order) => (
            <TableRow key={order.id} data-testid={`order-${order.id}`}>
              <TableCell className="align-top whitespace-nowrap sm:w-40">
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
                  <span className="font-medium tabular-nums">{formatIDR(order.totalPrice)}</span>
                </div>
              </TableCell>
              <TableCell className="hidden min-w-40 align-top sm:table-cell">
                <OrderItems order={order} />
              </TableCell>
              <TableCell className="hidden text-right align-top font-medium whitespace-nowrap tabular-nums sm:table-cell">
                {formatIDR(order.totalPrice)}
              </TableCell>
              <TableCell className="align-top">
                {/* A refund and 'Buy again' sit under the status: a phone has no room for more columns. */}
                <div className="flex flex-col items-start gap-2">
                  <StatusBadge status={order.status} />
                  <RefundNote refund={order.refund} />
                  {ENDED_UNPAID.has(order.status) && <BuyAgainButton order={order} />}
                </div>
              </TableCell>
              <TableCell className="align-top">
                {order.status === 'PENDING' && <OrderMenu order={order} />}
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  )
}
