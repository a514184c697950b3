import { Package, Store } from 'lucide-react'
import { NavLink, Outlet } from 'react-router'
import { cn } from '@/lib/utils.ts'
import { useT } from '../i18n/index.ts'

// The labels are catalogue keys, looked up when drawn (the shown language may change).
const links = [
  { to: '/dashboard/orders', label: 'nav.orders', icon: Package },
  { to: '/dashboard/stores', label: 'nav.stores', icon: Store },
] as const

/** The dashboard's links, each with its icon: the tab strip and the side navigation. */
function DashboardLinks({
  className,
  linkClassName,
}: {
  className: string
  linkClassName: (isActive: boolean) => string
}) {
  const { t } = useT()
  return (
    <ul className={className}>
      {links.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink to={to} className={({ isActive }) => linkClassName(isActive)}>
            <Icon className="size-4" aria-hidden="true" />
            {t(label)}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}

/**
 * docs/product.md#layout: the dashboard has a side navigation with Orders and Stores from medium
 * screens up; below that the same links sit in a tab strip above the content. A lazy route
 * module: only sellers open the dashboard.
 */
export function Component() {
  const { t } = useT()
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 md:flex-row md:gap-8 md:py-8 lg:px-8">
      <nav aria-label={t('dashboard.navLabel')} className="md:hidden">
        <DashboardLinks
          className="bg-muted grid grid-cols-2 gap-1 rounded-lg p-1"
          linkClassName={(isActive) =>
            cn(
              'flex items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors',
              isActive
                ? 'bg-background text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )
          }
        />
      </nav>
      <aside className="hidden w-56 shrink-0 md:block">
        <nav aria-label={t('dashboard.sectionsLabel')} className="sticky top-24">
          <p className="text-muted-foreground px-3 pb-2 text-xs font-semibold tracking-wider uppercase">
            {t('nav.myDashboard')}
          </p>
          <DashboardLinks
            className="grid gap-1"
            linkClassName={(isActive) =>
              cn(
                'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                isActive
                  ? 'bg-secondary text-primary'
                  : 'text-muted-foreground hover:bg-muted hover:text-foreground',
              )
            }
          />
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  )
}
