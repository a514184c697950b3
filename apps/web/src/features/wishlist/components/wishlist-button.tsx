import type { Product } from '@pasar/shared'
import { HeartIcon } from 'lucide-react'
import { useLocation, useNavigate } from 'react-router'
import { signInPath } from '@/lib/return-to.ts'
import { useIsSignedIn } from '@/lib/session.ts'
import { cn } from '@/lib/utils.ts'
import { useWishlist } from '../api/get-wishlist.ts'
import { useToggleWishlist } from '../api/toggle-wishlist.ts'
import { useT } from '../i18n/index.ts'

/**
 * The heart on product cards and the product page (docs/product.md#wishlist). Signed out, it
 * leads to sign-in, which comes back to this page; signed in, it saves or removes at once.
 */
export function WishlistButton({
  product,
  variant = 'overlay',
  className,
}: {
  product: Product
  /** `overlay`: a round button on a card's picture; `outline`: beside the product page's title. */
  variant?: 'overlay' | 'outline'
  className?: string
}) {
  const signedIn = useIsSignedIn()
  const navigate = useNavigate()
  const location = useLocation()
  const wishlist = useWishlist()
  const toggle = useToggleWishlist()
  const { t } = useT()
  const saved = wishlist.data?.some((p) => p.id === product.id) ?? false

  function onClick() {
    if (!signedIn) {
      void navigate(signInPath(location.pathname + location.search))
      return
    }
    toggle.mutate({ product, save: !saved })
  }

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? t('remove') : t('save')}
      title={saved ? t('remove') : t('save')}
      // Until the list is known, a signed-in user's heart waits rather than guess.
      disabled={signedIn && wishlist.isPending}
      onClick={onClick}
      className={cn(
        'focus-visible:ring-ring/50 grid shrink-0 place-items-center rounded-full transition-colors outline-none focus-visible:ring-[3px] disabled:opacity-60',
        variant === 'overlay'
          ? 'bg-background/90 hover:bg-background size-9 shadow-sm backdrop-blur-sm'
          : 'hover:bg-accent size-11 border',
        className,
      )}
    >
      <HeartIcon
        aria-hidden="true"
        className={cn(
          'size-5 transition-transform active:scale-90',
          saved ? 'fill-rose-500 text-rose-500' : 'text-foreground/70',
        )}
      />
    </button>
  )
}
