import { lazy } from 'react'
import { Link } from 'react-router'
import { LazyPart } from '@/components/lazy-part.tsx'
import { Button } from '@/components/ui/button.tsx'
import { ProductSearch } from '@/features/catalog/components/product-search.tsx'
import { LanguageToggle } from '@/i18n/language-switcher.tsx'
import { useIsSignedIn } from '@/lib/session.ts'
import { useMediaQuery } from '@/lib/use-media-query.ts'
import { useT } from '../../i18n/index.ts'
import { BrandLink } from './brand.tsx'
import { CartButton } from './cart-button.tsx'
import { MobileNav } from './mobile-nav.tsx'
import { WishlistLink } from './wishlist-link.tsx'

// Only signed-in users see the user menu (a dropdown with its positioning engine): visitors,
// and so the first page load, do without that code.
const UserMenu = lazy(() =>
  import('@/features/auth/components/user-menu.tsx').then((m) => ({ default: m.UserMenu })),
)

// Phones never show the desktop menus (Radix NavigationMenu): their code loads only on screens
// wide enough to show them, after the first render (docs/decisions/0580-picture-preloads-and-lighter-start.md).
const DesktopNav = lazy(() => import('./desktop-nav.tsx').then((m) => ({ default: m.DesktopNav })))

/** The sticky header (docs/product.md#layout). */
export function Header() {
  const { t } = useT()
  const signedIn = useIsSignedIn()
  const wide = useMediaQuery('(min-width: 768px)')
  return (
    <header className="bg-background/85 supports-[backdrop-filter]:bg-background/70 sticky top-0 z-40 border-b backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 md:gap-4 lg:px-8">
        <MobileNav />
        <BrandLink />
        {wide && (
          <LazyPart>
            <DesktopNav />
          </LazyPart>
        )}
        <div className="ml-auto flex min-w-0 items-center justify-end gap-1 sm:gap-2">
          <ProductSearch />
          <WishlistLink />
          <CartButton />
          {/*
            On phones the switch is a row of the drawer (mobile-drawer.tsx). Just above the phone
            width the desktop menus and the search leave it no room: there it is in the footer.
          */}
          <LanguageToggle className="hidden min-[53rem]:inline-flex" />
          {signedIn ? (
            <LazyPart
              fallback={<span className="bg-muted size-9 rounded-full" aria-hidden="true" />}
            >
              <UserMenu />
            </LazyPart>
          ) : (
            <Button asChild size="sm" className="ml-1">
              <Link to="/sign-in">{t('header.signIn')}</Link>
            </Button>
          )}
        </div>
      </div>
    </header>
  )
}
