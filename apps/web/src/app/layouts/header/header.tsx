import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { ProductSearch } from '@/features/catalog/components/product-search.tsx'
import { useIsSignedIn } from '@/lib/session.ts'
import { BrandLink } from './brand.tsx'
import { CartButton } from './cart-button.tsx'
import { DesktopNav } from './desktop-nav.tsx'
import { MobileNav } from './mobile-nav.tsx'

// Only signed-in users see the user menu (a dropdown with its positioning engine): visitors,
// and so the first page load, do without that code.
const UserMenu = lazy(() =>
  import('@/features/auth/components/user-menu.tsx').then((m) => ({ default: m.UserMenu })),
)

/** SPEC §2 'Header and layout'. */
export function Header() {
  const signedIn = useIsSignedIn()
  return (
    <header className="bg-background/85 supports-[backdrop-filter]:bg-background/70 sticky top-0 z-40 border-b backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 md:gap-4 lg:px-8">
        <MobileNav />
        <BrandLink />
        <DesktopNav />
        <div className="ml-auto flex min-w-0 items-center justify-end gap-1 sm:gap-2">
          <ProductSearch />
          <CartButton />
          {signedIn ? (
            <Suspense
              fallback={<span className="bg-muted size-9 rounded-full" aria-hidden="true" />}
            >
              <UserMenu />
            </Suspense>
          ) : (
            <Button asChild size="sm" className="ml-1">
              <Link to="/sign-in">Sign In</Link>
            </Button>
          )}
        </div>
      </div>
    </header>
  )
}
