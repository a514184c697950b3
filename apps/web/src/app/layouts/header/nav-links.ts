import { LayoutGrid, type LucideIcon, MapPin, Package, ShoppingBag, Store } from 'lucide-react'
import { categoryIconOf } from '@/lib/category-icons.ts'
import type { AppT } from '../../i18n/index.ts'

export interface NavLinkItem {
  to: string
  label: string
  description: string
  icon: LucideIcon
}

// The menus are built when drawn, with the translator of that render, so that their labels follow
// the language shown.

/** The 'Lobby' menu (docs/product.md#layout). */
export function lobbyLinks(t: AppT): NavLinkItem[] {
  return [
    {
      to: '/products',
      label: t('nav.products'),
      description: t('nav.products.description'),
      icon: ShoppingBag,
    },
    {
      to: '/#categories',
      label: t('nav.categories'),
      description: t('nav.categories.description'),
      icon: LayoutGrid,
    },
    {
      to: '/dashboard/stores',
      label: t('nav.createStore'),
      description: t('nav.createStore.description'),
      icon: Store,
    },
  ]
}

/** The phone drawer's 'My Dashboard' section (docs/product.md#layout). */
export function dashboardLinks(t: AppT): NavLinkItem[] {
  return [
    {
      to: '/dashboard/stores',
      label: t('nav.stores'),
      description: t('nav.stores.description'),
      icon: Store,
    },
    {
      to: '/dashboard/orders',
      label: t('nav.orders'),
      description: t('nav.orders.description'),
      icon: Package,
    },
    {
      to: '/profile/addresses',
      label: t('nav.addresses'),
      description: t('nav.addresses.description'),
      icon: MapPin,
    },
  ]
}

/** A category's icon, as the operators chose it (docs/decisions/0992). */
export function categoryIcon(icon: string): LucideIcon {
  return categoryIconOf(icon)
}
