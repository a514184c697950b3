import { ArrowLeft } from 'lucide-react'
import { Link, Outlet } from 'react-router'
import { useT } from '../i18n/index.ts'
import { BrandMark } from './header/brand.tsx'

/**
 * The authentication layout (docs/product.md#layout): a side image and a centred content area with
 * a link back to /.
 */
export function AuthLayout() {
  const { t } = useT()
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-teal-900 lg:block">
        <img
          src="/auth-market.svg"
          alt=""
          className="absolute inset-0 size-full object-cover"
          decoding="async"
        />
        <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-950/80 to-transparent p-10 pt-24 text-white">
          <p className="text-2xl font-semibold tracking-tight">{t('auth.tagline')}</p>
          <p className="mt-2 max-w-sm text-sm text-white/80">{t('auth.pitch')}</p>
        </div>
      </aside>
      <main className="relative flex flex-col items-center justify-center px-4 py-20 sm:px-8">
        <Link
          to="/"
          className="text-muted-foreground hover:text-foreground focus-visible:ring-ring/50 absolute top-5 left-4 inline-flex items-center gap-1.5 rounded-md text-sm font-medium outline-none focus-visible:ring-[3px] sm:left-8"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> {t('auth.backHome')}
        </Link>
        <BrandMark className="mb-6 size-11 lg:hidden" />
        <div className="w-full max-w-md">
          <Outlet />
        </div>
      </main>
    </div>
  )
}
