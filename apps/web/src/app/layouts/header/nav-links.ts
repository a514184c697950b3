import {
  Dumbbell,
  Gem,
  Glasses,
  LayoutGrid,
  type LucideIcon,
  MapPin,
  Package,
  Shirt,
  ShoppingBag,
  Smartphone,
  Store,
  Tag,
} from 'lucide-react'

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

const CATEGORY_ICONS: Record<string, LucideIcon> = {
  electronics: Smartphone,
  clothing: Shirt,
  accessories: Glasses,
  sports: Dumbbell,
  jewelery: Gem,
  'mens-clothing': Shirt,
  'womens-clothing': Shirt,
}

export function categoryIcon(slug: string): LucideIcon {
  return CATEGORY_ICONS[slug] ?? Tag
}
