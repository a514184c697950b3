import type { RowSelectionState } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import { Skeleton } from '@/components/ui/skeleton.tsx'
import { usePageTitle } from '@/lib/page-title.ts'
import { payOrder } from '@/lib/snap.ts'
import { toast } from '@/lib/toast.ts'
import { useCreateOrder } from '../api/create-order.ts'
import { useCart } from '../api/get-cart.ts'
import { CartTable } from '../components/cart-table.tsx'
import { OrderSummary } from '../components/order-summary.tsx'

export function Component() {
  usePageTitle('Shopping Cart')
  const navigate = useNavigate()
  const cart = useCart()
  const createOrder = useCreateOrder()
  const [selection, setSelection] = useState<RowSelectionState>({})
  const [paying, setPaying] = useState(false)
  const items = useMemo(() => cart.data ?? [], [cart.data])
  const selected = items.filter((item) => selection[String(item.productId)])
  const total = selected.reduce((sum, item) => sum + item.price * item.quantity, 0)

  async function checkout() {
    const productIds = selected.map((item) => item.productId)
    setPaying(true)
    try {
      const order = await createOrder.mutateAsync(productIds)
      setSelection({})
      await payOrder(order.data.id, order.token, navigate)
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Something went wrong')
    } finally {
      setPaying(false)
    }
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Shopping Cart</h1>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-label="Cart items" className="min-w-0">
          {cart.isPending && cart.fetchStatus !== 'idle' ? (
            <div className="flex flex-col gap-3" aria-busy="true">
              {Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} className="h-20 w-full" />
              ))}
            </div>
          ) : (
            <CartTable items={items} selection={selection} onSelectionChange={setSelection} />
          )}
          {cart.isError && (
            <p role="alert" className="text-destructive mt-3 text-sm">
              {cart.error.message}
            </p>
          )}
        </section>
        <OrderSummary
          total={total}
          count={selected.length}
          checkingOut={paying || createOrder.isPending}
          onCheckout={() => void checkout()}
        />
      </div>
    </div>
  )
}
