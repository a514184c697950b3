import { LayoutGrid, type LucideIcon, MapPin, Package, ShoppingBag, Store } from 'lucide-react'
import { categoryIconOf } from '@/lib/category-icons.ts'

export interface NavLinkItem {
  to: string
  label: string
  description: string
  icon: LucideIcon
}

/** The 'Lobby' menu (docs/product.md#layout). */
export const LOBBY_LINKS: NavLinkItem[] = [
  {
    to: '/products',
    label: 'Products',
    description: 'Everything for sale on Pasar, newest first.',
    icon: ShoppingBag,
  },
  {
    to: '/#categories',
    label: 'Categories',
    description: 'Browse the featured categories.',
    icon: LayoutGrid,
  },
  {
    to: '/dashboard/stores',
    label: 'Create store',
    description: 'Open your own store and start selling.',
    icon: Store,
  },
]

/** The phone drawer's 'My Dashboard' section (docs/product.md#layout). */
export const DASHBOARD_LINKS: NavLinkItem[] = [
  {
    to: '/dashboard/stores',
    label: 'Stores',
    description: 'Your stores and products.',
    icon: Store,
  },
  { to: '/dashboard/orders', label: 'Orders', description: 'Your orders.', icon: Package },
  {
    to: '/profile/addresses',
    label: 'Addresses',
    description: 'Where your orders are delivered.',
    icon: MapPin,
  },
]

/** A category's icon, as the operators chose it (docs/decisions/0992). */
export function categoryIcon(icon: string): LucideIcon {
  return categoryIconOf(icon)
}
