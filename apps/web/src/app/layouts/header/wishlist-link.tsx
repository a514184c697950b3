import { HeartIcon } from 'lucide-react'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button.tsx'
import { useT } from '../../i18n/index.ts'

/** The header's way to /wishlist (signed out, the page's guard sends to sign-in and back). */
export function WishlistLink() {
  const { t } = useT()
  return (
    <Link
      to="/wishlist"
      aria-label={t('header.wishlist')}
      title={t('header.wishlist')}
      className={buttonVariants({ variant: 'ghost', size: 'icon' })}
    >
      <HeartIcon className="size-5" aria-hidden="true" />
    </Link>
  )
}
