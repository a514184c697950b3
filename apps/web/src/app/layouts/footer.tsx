import { Link } from 'react-router'
import { LanguageToggle } from '@/i18n/language-switcher.tsx'
import { useT } from '../i18n/index.ts'
import { BrandLink } from './header/brand.tsx'

// Titles and labels are catalogue keys, looked up when drawn (the shown language may change).
const columns = [
  {
    title: 'footer.shop',
    links: [
      { to: '/products', label: 'footer.allProducts' },
      { to: '/#categories', label: 'nav.categories' },
      { to: '/cart', label: 'footer.cart' },
    ],
  },
  {
    title: 'footer.sell',
    links: [
      { to: '/dashboard/stores', label: 'nav.createStore' },
      { to: '/dashboard/orders', label: 'nav.orders' },
      { to: '/profile', label: 'footer.profile' },
    ],
  },
] as const

/** The page footer with a copyright line and the language switch (docs/product.md#layout). */
export function Footer() {
  const { t } = useT()
  return (
    <footer className="bg-muted/40 mt-16 border-t">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-[1fr_auto_auto] sm:gap-16 sm:px-6 lg:px-8">
        <div className="max-w-xs">
          <BrandLink />
          <p className="text-muted-foreground mt-3 text-sm">{t('footer.about')}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className="text-sm font-semibold">{t(column.title)}</h2>
            <ul className="mt-3 grid gap-2 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="text-muted-foreground hover:text-foreground">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6 lg:px-8">
          <p className="text-muted-foreground text-xs">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </p>
          <LanguageToggle className="-mr-2.5 shrink-0" />
        </div>
      </div>
    </footer>
  )
}
