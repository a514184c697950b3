import { Link } from 'react-router'
import { BrandLink } from './header/brand.tsx'

const columns = [
  {
    title: 'Shop',
    links: [
      { to: '/products', label: 'All products' },
      { to: '/#categories', label: 'Categories' },
      { to: '/cart', label: 'Cart' },
    ],
  },
  {
    title: 'Sell',
    links: [
      { to: '/dashboard/stores', label: 'Create store' },
      { to: '/dashboard/orders', label: 'Orders' },
      { to: '/profile', label: 'Profile' },
    ],
  },
]

/** The page footer with a copyright line (docs/product.md#layout). */
export function Footer() {
  return (
    <footer className="bg-muted/40 mt-16 border-t">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-[1fr_auto_auto] sm:gap-16 sm:px-6 lg:px-8">
        <div className="max-w-xs">
          <BrandLink />
          <p className="text-muted-foreground mt-3 text-sm">
            Buy and sell from independent brands and stores, paid securely in rupiah.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold">{column.title}</h2>
            <ul className="mt-3 grid gap-2 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="text-muted-foreground hover:text-foreground">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <p className="text-muted-foreground mx-auto max-w-7xl px-4 py-5 text-xs sm:px-6 lg:px-8">
          © {new Date().getFullYear()} Pasar. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
