import { CircleCheck, ShoppingCart } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Skeleton } from '@/components/ui/skeleton.tsx'
import { useT } from '../i18n/index.ts'

/** The page's shape while the cart and the address book load. */
export function CheckoutSkeleton() {
  const { t } = useT()
  return (
    <div
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
      aria-busy="true"
      data-testid="checkout-loading"
    >
      <div className="grid gap-4">
        <Skeleton className="h-32 w-full rounded-xl" />
        <Skeleton className="h-56 w-full rounded-xl" />
      </div>
      <Skeleton className="h-64 w-full rounded-xl" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  )
}

/** Nothing selected can be bought (an old link, or everything sold out meanwhile). */
export function NothingToCheckOut() {
  const { t } = useT()
  return (
    <EmptyState
      icon={<ShoppingCart className="size-6" aria-hidden="true" />}
      title={t('nothing.title')}
      description={t('nothing.description')}
      action={{ to: '/cart', label: t('nothing.back') }}
    />
  )
}

/** After the order is made: the payment popup has it; the orders screen can pay it later. */
export function OrderPlaced({ orderId }: { orderId: number }) {
  const { t } = useT()
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-16 text-center">
      <div className="rounded-full bg-emerald-100 p-4 text-emerald-700">
        <CircleCheck className="size-6" aria-hidden="true" />
      </div>
      <h2 className="text-xl font-semibold tracking-tight">{t('placed.title', { id: orderId })}</h2>
      <p className="text-muted-foreground max-w-md">{t('placed.text')}</p>
      <Button asChild variant="outline">
        <Link to="/dashboard/orders">{t('placed.orders')}</Link>
      </Button>
    </div>
  )
}
