import { ShoppingCart } from 'lucide-react'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button.tsx'
import { useCart } from '@/features/cart/api/get-cart.ts'
import { cn } from '@/lib/utils.ts'
import { useT } from '../../i18n/index.ts'

/** docs/product.md#layout: the cart button shows the item count only when it is greater than 0. */
export function CartButton() {
  const { t } = useT()
  const count = useCart().data?.length ?? 0
  const label = count > 0 ? t('header.cartCount', { count }) : t('header.cart')
  return (
    <Link
      to="/cart"
      aria-label={label}
      className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative')}
    >
      <ShoppingCart className="size-5" aria-hidden="true" />
      {count > 0 && (
        <span
          data-testid="cart-count"
          className="bg-primary text-primary-foreground ring-background absolute top-0.5 right-0.5 grid h-5 min-w-5 place-items-center rounded-full px-1 text-[11px] leading-none font-semibold ring-2"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  )
}
