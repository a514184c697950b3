import type { Product } from '@pasar/shared'
import { ShoppingBagIcon, ShoppingCartIcon } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { ApiError } from '@/lib/api-client.ts'
import { useIsSignedIn } from '@/lib/session.ts'
import { toast } from '@/lib/toast.ts'
import { useAddToCart } from '../api/add-to-cart.ts'
import { useCart } from '../api/get-cart.ts'
import { clampQuantity, QuantitySelector } from './quantity-selector.tsx'

const ALREADY_IN_CART = 'Item already in cart.'

/** Product page actions: quantity selector, 'Buy now' and 'Add to cart' (SPEC §2, §4, §5). */
export function ProductPurchase({ product }: { product: Product }) {
  const signedIn = useIsSignedIn()
  const navigate = useNavigate()
  const addToCart = useAddToCart()
  useCart()
  const [draft, setDraft] = useState('1')
  const [pending, setPending] = useState<'buy' | 'add' | null>(null)
  const soldOut = product.stock <= 0
  const quantity = clampQuantity(draft, product.stock)

  async function submit(action: 'buy' | 'add') {
    if (!signedIn) {
      navigate('/sign-in')
      return
    }
    setDraft(String(quantity))
    setPending(action)
    try {
      await addToCart.mutateAsync({ productId: product.id, storeId: product.storeId, quantity })
      toast.success('Item added to cart')
      if (action === 'buy') navigate('/cart')
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'Something wrong please try again'
      // Buy now of an item already in the cart still takes the shopper to it.
      if (action === 'buy' && message === ALREADY_IN_CART) navigate('/cart')
      else toast.error(message)
    } finally {
      setPending(null)
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm font-medium">Quantity</span>
        <QuantitySelector
          value={soldOut ? '0' : draft}
          onChange={setDraft}
          onCommit={() => setDraft(String(quantity))}
          min={1}
          max={Math.max(1, product.stock)}
          disabled={soldOut || pending !== null}
        />
        {soldOut ? (
          <Badge variant="destructive">Sold out</Badge>
        ) : (
          <span className="text-muted-foreground text-sm">{product.stock} in stock</span>
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button size="lg" disabled={soldOut || pending !== null} onClick={() => void submit('buy')}>
          {pending === 'buy' ? <Spinner label="Adding" /> : <ShoppingBagIcon aria-hidden="true" />}
          Buy now
        </Button>
        <Button
          size="lg"
          variant="outline"
          disabled={soldOut || pending !== null}
          onClick={() => void submit('add')}
        >
          {pending === 'add' ? <Spinner label="Adding" /> : <ShoppingCartIcon aria-hidden="true" />}
          Add to cart
        </Button>
      </div>
    </div>
  )
}
