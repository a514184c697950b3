import type { RowSelectionState, Updater } from '@tanstack/react-table'
import { useEffect, useMemo } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { ErrorState } from '@/components/ui/error-state.tsx'
import { SkeletonList } from '@/components/ui/skeleton-list.tsx'
import { checkoutPath } from '@/lib/checkout-path.ts'
import { usePageTitle } from '@/lib/page-title.ts'
import { useCart } from '../api/get-cart.ts'
import { CartTable } from '../components/cart-table.tsx'
import { OrderSummary } from '../components/order-summary.tsx'
import { cartSelection, useCartSelection } from '../hooks/cart-selection.ts'
import { useRemoveWithUndo } from '../hooks/use-remove-with-undo.tsx'
import { useT } from '../i18n/index.ts'
import { itemCount } from '../lib/cart-groups.ts'
import { selectedItems } from '../lib/cart-problems.ts'
import { selectionFromNavigation } from '../lib/select-on-arrival.ts'

export function Component() {
  const { t } = useT()
  usePageTitle(t('title'))
  const navigate = useNavigate()
  const location = useLocation()
  const cart = useCart()
  const removal = useRemoveWithUndo()
  const stored = useCartSelection()
  const items = useMemo(() => cart.data ?? [], [cart.data])
  const selected = selectedItems(items, stored)
  const total = selected.reduce((sum, item) => sum + item.price * item.quantity, 0)
  const rowSelection: RowSelectionState = Object.fromEntries(
    selected.map((item) => [String(item.id), true]),
  )

  // 'Buy again' arrives with the order's cart lines to select (docs/decisions/0540).
  const arriving = useMemo(() => selectionFromNavigation(location.state), [location.state])
  useEffect(() => {
    if (arriving.length === 0) return
    cartSelection.add(arriving)
    void navigate(location.pathname, { replace: true, state: null })
  }, [arriving, location.pathname, navigate])

  function onSelectionChange(updater: Updater<RowSelectionState>) {
    const next = typeof updater === 'function' ? updater(rowSelection) : updater
    const inCart = new Set(items.map((item) => item.id))
    // Lines not shown here (another tab's cart, a line just added) keep their stored state.
    const kept = stored.filter((id) => !inCart.has(id))
    const chosen = Object.keys(next)
      .filter((id) => next[id])
      .map(Number)
    cartSelection.set([...kept, ...chosen])
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-label={t('items')} className="min-w-0">
          {cart.isError ? (
            <ErrorState query={cart} title={t('loadFailed')} />
          ) : cart.isPending && cart.fetchStatus !== 'idle' ? (
            <SkeletonList count={3} rowClassName="h-20 w-full" className="flex flex-col gap-3" />
          ) : (
            <CartTable
              items={items}
              selection={rowSelection}
              onSelectionChange={onSelectionChange}
              removal={removal}
            />
          )}
        </section>
        <OrderSummary
          total={total}
          count={itemCount(selected)}
          onCheckout={() =>
            void navigate(
              checkoutPath(
                selected.map((item) => item.productId),
                selected.map((item) => item.id),
              ),
            )
          }
        />
      </div>
    </div>
  )
}
