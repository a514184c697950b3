import {
  ArrowLeftRight,
  BarChart3,
  ClipboardList,
  Landmark,
  LayoutGrid,
  type LucideIcon,
  Package,
  Receipt,
  ShieldX,
  Store,
  TicketPercent,
  Users,
} from 'lucide-react'
import type { ComponentType } from 'react'
import { NavLink, useParams } from 'react-router'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { usePageTitle } from '@/lib/page-title.ts'
import { useSessionUser } from '@/lib/session.ts'
import { cn } from '@/lib/utils.ts'
import { AuditSection } from '../components/sections/audit-section.tsx'
import { CategoriesSection } from '../components/sections/categories-section.tsx'
import { OrdersSection } from '../components/sections/orders-section.tsx'
import { OverviewSection } from '../components/sections/overview-section.tsx'
import { PayoutsSection } from '../components/sections/payouts-section.tsx'
import { ProductsSection } from '../components/sections/products-section.tsx'
import { RefundsSection } from '../components/sections/refunds-section.tsx'
import { StoresSection } from '../components/sections/stores-section.tsx'
import { UsersSection } from '../components/sections/users-section.tsx'
import { VouchersSection } from '../components/sections/vouchers-section.tsx'
import { useT } from '../i18n/index.ts'

interface Section {
  path: string
  /** The catalogue key of the section's name, looked up when the nav renders. */
  label:
    | 'overview'
    | 'orders'
    | 'users'
    | 'stores'
    | 'products'
    | 'categories'
    | 'payouts'
    | 'refunds'
    | 'vouchers'
    | 'audit'
  icon: LucideIcon
  Component: ComponentType
}

const SECTIONS: Section[] = [
  { path: '', label: 'overview', icon: BarChart3, Component: OverviewSection },
  { path: 'orders', label: 'orders', icon: Receipt, Component: OrdersSection },
  { path: 'users', label: 'users', icon: Users, Component: UsersSection },
  { path: 'stores', label: 'stores', icon: Store, Component: StoresSection },
  { path: 'products', label: 'products', icon: Package, Component: ProductsSection },
  { path: 'categories', label: 'categories', icon: LayoutGrid, Component: CategoriesSection },
  { path: 'payouts', label: 'payouts', icon: Landmark, Component: PayoutsSection },
  { path: 'refunds', label: 'refunds', icon: ArrowLeftRight, Component: RefundsSection },
  { path: 'vouchers', label: 'vouchers', icon: TicketPercent, Component: VouchersSection },
  { path: 'audit', label: 'audit', icon: ClipboardList, Component: AuditSection },
]

/**
 * The operator console at /admin/:section? (docs/product.md#operator-console): a left nav from
 * 768 px up, a scrolling tab strip on phones. Only operators (ADMIN_EMAILS) see it; anyone else
 * gets the 'not allowed' screen — the API refuses them anyway.
 */
export function Component() {
  const { t } = useT()
  usePageTitle(t('console.title'))
  const user = useSessionUser()
  const { section = '' } = useParams()
  const current = SECTIONS.find((s) => s.path === section)

  if (!user?.isOperator) {
    return (
      <div className="mx-auto w-full max-w-7xl px-4 py-10">
        <EmptyState
          icon={<ShieldX aria-hidden="true" />}
          title={t('notAllowed.title')}
          description={t('notAllowed.description')}
          action={{ to: '/', label: t('notAllowed.back') }}
        />
      </div>
    )
  }
  if (!current) {
    return (
      <EmptyState
        title={t('notFound.title')}
        action={{ to: '/admin', label: t('notFound.back') }}
      />
    )
  }
  const { Component: Current } = current
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-8 md:py-8 lg:px-8">
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-4">
        <h1 className="text-2xl font-bold tracking-tight">{t('console.title')}</h1>
        <nav aria-label={t('console.title')}>
          <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 md:mx-0 md:grid md:overflow-visible md:px-0">
            {SECTIONS.map(({ path, label, icon: Icon }) => (
              <li key={label} className="shrink-0">
                <NavLink
                  to={path ? `/admin/${path}` : '/admin'}
                  end
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap',
                      'focus-visible:ring-ring/50 outline-none focus-visible:ring-[3px]',
                      isActive
                        ? 'bg-primary text-primary-foreground'
                        : 'text-muted-foreground hover:bg-muted hover:text-foreground max-md:border',
                    )
                  }
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {t(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="min-w-0">
        <Current />
      </div>
    </div>
  )
}
