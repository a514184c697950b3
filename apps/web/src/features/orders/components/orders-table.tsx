import { formatIDR, type Order } from '@pasar/shared'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table.tsx'
import { OrderActions } from './order-actions.tsx'
import { StatusBadge } from './status-badge.tsx'

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })

export function OrdersTable({ orders }: { orders: Order[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Order</TableHead>
          <TableHead>Items</TableHead>
          <TableHead className="text-right">Total</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="w-10">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.length === 0 ? (
          <TableRow>
            <TableCell colSpan={5} className="text-muted-foreground h-24 text-center">
              No results.
            </TableCell>
          </TableRow>
        ) : (
          orders.map((order) => (
            <TableRow key={order.id} data-testid={`order-${order.id}`}>
              <TableCell className="align-top whitespace-nowrap">
                <div className="font-medium">#{order.id}</div>
                <div className="text-muted-foreground text-xs">
                  {dateFormat.format(new Date(order.createdAt))}
                </div>
              </TableCell>
              <TableCell className="min-w-40 align-top">
                <ul className="flex flex-col gap-0.5">
                  {order.orderItems.map((item) => (
                    <li key={item.id} className="line-clamp-1">
                      {item.productName}
                      <span className="text-muted-foreground"> × {item.quantity}</span>
                    </li>
                  ))}
                </ul>
              </TableCell>
              <TableCell className="text-right align-top font-medium whitespace-nowrap tabular-nums">
                {formatIDR(order.totalPrice)}
              </TableCell>
              <TableCell className="align-top">
                <StatusBadge status={order.status} />
              </TableCell>
              <TableCell className="align-top">
                {order.status === 'PENDING' && <OrderActions order={order} />}
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  )
}
