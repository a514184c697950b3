import { HeartIcon } from 'lucide-react'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button.tsx'

/** The header's way to /wishlist (signed out, the page's guard sends to sign-in and back). */
export function WishlistLink() {
  return (
    <Link
      to="/wishlist"
      aria-label="Wishlist"
      title="Wishlist"
      className={buttonVariants({ variant: 'ghost', size: 'icon' })}
    >
      <HeartIcon className="size-5" aria-hidden="true" />
    </Link>
  )
}
