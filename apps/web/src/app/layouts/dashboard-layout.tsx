import { Package, Store } from 'lucide-react'
import { NavLink, Outlet } from 'react-router'
import { cn } from '@/lib/utils.ts'

const links = [
  { to: '/dashboard/orders', label: 'Orders', icon: Package },
  { to: '/dashboard/stores', label: 'Stores', icon: Store },
]

/** SPEC §2: the dashboard has a side navigation with Orders and Stores from medium screens up. */
export function DashboardLayout() {
  return (
    <div className="mx-auto flex w-full max-w-7xl gap-8 px-4 py-6 sm:px-6 lg:px-8">
      <aside className="hidden w-52 shrink-0 md:block">
        <nav aria-label="Dashboard" className="sticky top-24 grid gap-1">
          {links.map(({ to, label, icon: Icon }) => (
            <NavLink
              key={to}
              to={to}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                  isActive
                    ? 'bg-secondary text-secondary-foreground'
                    : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                )
              }
            >
              <Icon className="size-4" />
              {label}
            </NavLink>
          ))}
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  )
}
