import type { OrderStatusFilter } from '@pasar/shared'
import { useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { ErrorState } from '@/components/ui/error-state.tsx'
import { Skeleton } from '@/components/ui/skeleton.tsx'
import { usePageTitle } from '@/lib/page-title.ts'
import { useOrders } from '../api/get-orders.ts'
import { OrdersTable } from '../components/orders-table.tsx'
import { StatusFilter } from '../components/status-filter.tsx'

export function Component() {
  usePageTitle('Orders')
  const [status, setStatus] = useState<OrderStatusFilter[]>([])
  const [page, setPage] = useState(1)
  const orders = useOrders({ status, page })

  if (orders.isError && !orders.data) {
    return (
      <ErrorState
        query={orders}
        title="Something went wrong."
        description="Please refresh the page or try again later."
      />
    )
  }

  const pagination = orders.data?.pagination
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Orders</h1>
        <p className="text-muted-foreground">See Your Transaction History</p>
      </header>
      <StatusFilter
        value={status}
        onChange={(next) => {
          setStatus(next)
          setPage(1)
        }}
      />
      {orders.data ? (
        <OrdersTable orders={orders.data.data} />
      ) : (
        <div className="flex flex-col gap-2" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      )}
      <nav aria-label="Pagination" className="flex items-center justify-end gap-2">
        {pagination && pagination.totalPages > 0 && (
          <span className="text-muted-foreground mr-auto text-sm">
            Page {pagination.currentPage} of {pagination.totalPages}
          </span>
        )}
        <Button
          variant="outline"
          size="sm"
          disabled={page <= 1 || orders.isFetching}
          onClick={() => setPage((p) => Math.max(1, p - 1))}
        >
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!pagination?.hasNextPage || orders.isFetching}
          onClick={() => setPage((p) => p + 1)}
        >
          Next
        </Button>
      </nav>
    </div>
  )
}
