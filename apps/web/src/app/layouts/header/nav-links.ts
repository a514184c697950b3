import {
  Dumbbell,
  Gem,
  Glasses,
  LayoutGrid,
  type LucideIcon,
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

/** SPEC §2 'Lobby' menu. */
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

/** SPEC §2 mobile 'My Dashboard' section. */
export const DASHBOARD_LINKS: NavLinkItem[] = [
  {
    to: '/dashboard/stores',
    label: 'Stores',
    description: 'Your stores and products.',
    icon: Store,
  },
  { to: '/dashboard/orders', label: 'Orders', description: 'Your orders.', icon: Package },
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
