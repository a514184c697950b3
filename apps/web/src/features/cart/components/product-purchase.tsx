import type { CartItem, Product } from '@pasar/shared'
import { ShoppingBagIcon, ShoppingCartIcon, StoreIcon } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { ApiError } from '@/lib/api-client.ts'
import { checkoutPath } from '@/lib/checkout-path.ts'
import type { PurchaseChoice } from '@/lib/product-variants.ts'
import { useIsSignedIn } from '@/lib/session.ts'
import { toast } from '@/lib/toast.ts'
import { useAddToCart } from '../api/add-to-cart.ts'
import { useCart } from '../api/get-cart.ts'
import { useUpdateCartItem } from '../api/update-cart-item.ts'
import { cartSelection } from '../hooks/cart-selection.ts'
import { useT } from '../i18n/index.ts'
import { clampQuantity, QuantitySelector } from './quantity-selector.tsx'

/** The server's refusal of a product already in the cart (`ApiError.sent`). */
const ALREADY_IN_CART = 'Item already in cart.'

/** Shown instead of the buying actions to the owner of the product's store. */
function OwnStoreNotice({ storeSlug }: { storeSlug: string }) {
  const { t } = useT()
  return (
    <div className="bg-muted/50 flex flex-col gap-2 rounded-lg border p-4" role="note">
      <p className="flex items-center gap-2 font-medium">
        <StoreIcon className="size-4" aria-hidden="true" />
        {t('ownStore.title')}
      </p>
      <p className="text-muted-foreground text-sm">{t('ownStore.text')}</p>
      <Button asChild variant="outline" className="w-fit">
        <Link to={`/dashboard/stores/${storeSlug}`}>{t('ownStore.manage')}</Link>
      </Button>
    </div>
  )
}

/** A product without options: what it buys is the product itself. */
const noChoice = (product: Product): PurchaseChoice => ({
  variantId: undefined,
  stock: product.stock,
  missing: null,
  ask: () => undefined,
})

/**
 * Product page actions: quantity selector, 'Buy now' and 'Add to cart'. `ownStore` says the
 * signed-in user owns the product's store: a seller can't buy from it (docs/decisions/0541).
 * `choice` is the variant the option chips chose: with an option missing, the buttons ask for it
 * instead of calling the server (docs/decisions/1015).
 */
export function ProductPurchase({
  product,
  ownStore,
  choice = noChoice(product),
}: {
  product: Product
  /** Undefined while the user's stores are still loading: the buttons wait, disabled. */
  ownStore: boolean | undefined
  choice?: PurchaseChoice
}) {
  const { t } = useT()
  const signedIn = useIsSignedIn()
  const navigate = useNavigate()
  const addToCart = useAddToCart()
  const updateLine = useUpdateCartItem()
  useCart()
  const [draft, setDraft] = useState('1')
  const [pending, setPending] = useState<'buy' | 'add' | null>(null)
  const stock = choice.stock
  const soldOut = stock <= 0
  const blocked = soldOut || pending !== null || ownStore === undefined
  const quantity = clampQuantity(draft, stock)
  const line = { productId: product.id, variantId: choice.variantId }

  // 'Buy now' checks out this product alone, at the quantity chosen here
  // (docs/product.md#product-page); the cart keeps only it selected.
  // The line bought now is checked out alone, without the product's other variants in the cart.
  function buyNow(line: CartItem | undefined) {
    const lineIds = line ? [line.id] : []
    cartSelection.set(lineIds)
    void navigate(checkoutPath([product.id], lineIds))
  }

  async function submit(action: 'buy' | 'add') {
    // The missing option is asked for at once, before anything else (sign-in included).
    if (choice.missing) return choice.ask()
    if (!signedIn) {
      navigate('/sign-in')
      return
    }
    setDraft(String(quantity))
    setPending(action)
    try {
      const added = await addToCart.mutateAsync({ ...line, storeId: product.storeId, quantity })
      toast.success(t('added'))
      if (action === 'buy') buyNow(added.data)
    } catch (error) {
      const message = error instanceof ApiError ? error.message : t('addFailed')
      // Buy now of an item already in the cart still takes the shopper to it, selected.
      const sent = error instanceof ApiError ? error.sent : undefined
      if (action === 'buy' && sent === ALREADY_IN_CART) {
        // Already in the cart: its line takes the quantity chosen here, then checkout.
        const updated = await updateLine.mutateAsync({ ...line, quantity }).catch(() => undefined)
        buyNow(updated?.data)
      } else toast.error(message)
    } finally {
      setPending(null)
    }
  }

  if (ownStore) return <OwnStoreNotice storeSlug={product.store.slug} />

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm font-medium">{t('quantity')}</span>
        <QuantitySelector
          value={soldOut ? '0' : draft}
          onChange={setDraft}
          onCommit={() => setDraft(String(quantity))}
          min={1}
          max={Math.max(1, stock)}
          disabled={blocked}
        />
        {soldOut ? (
          <Badge variant="destructive">{t('soldOut')}</Badge>
        ) : (
          <span className="text-muted-foreground text-sm">{t('inStock', { stock })}</span>
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button size="lg" disabled={blocked} onClick={() => void submit('buy')}>
          {pending === 'buy' ? (
            <Spinner label={t('adding')} />
          ) : (
            <ShoppingBagIcon aria-hidden="true" />
          )}
          {t('buyNow')}
        </Button>
        <Button size="lg" variant="outline" disabled={blocked} onClick={() => void submit('add')}>
          {pending === 'add' ? (
            <Spinner label={t('adding')} />
          ) : (
            <ShoppingCartIcon aria-hidden="true" />
          )}
          {t('addToCart')}
        </Button>
      </div>
    </div>
  )
}
