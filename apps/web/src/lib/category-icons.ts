import type { CategoryIcon } from '@pasar/shared'
import {
  Baby,
  Bike,
  BookOpen,
  Camera,
  Car,
  Coffee,
  Dumbbell,
  Flower2,
  Gamepad2,
  Gem,
  Glasses,
  Headphones,
  Heart,
  House,
  Laptop,
  type LucideIcon,
  Package,
  PawPrint,
  Shirt,
  Smartphone,
  Sofa,
  Sparkles,
  Tag,
  UtensilsCrossed,
  Watch,
} from 'lucide-react'

/**
 * The icon set categories choose from (CATEGORY_ICONS, docs/decisions/0992): each name the API
 * accepts, drawn with its lucide icon. An unknown name (a newer server) falls back to the tag.
 */
export const CATEGORY_ICON_COMPONENTS: Record<CategoryIcon, LucideIcon> = {
  tag: Tag,
  smartphone: Smartphone,
  laptop: Laptop,
  headphones: Headphones,
  camera: Camera,
  watch: Watch,
  shirt: Shirt,
  glasses: Glasses,
  gem: Gem,
  dumbbell: Dumbbell,
  bike: Bike,
  home: House,
  sofa: Sofa,
  utensils: UtensilsCrossed,
  coffee: Coffee,
  baby: Baby,
  book: BookOpen,
  gamepad: Gamepad2,
  car: Car,
  heart: Heart,
  sparkles: Sparkles,
  flower: Flower2,
  'paw-print': PawPrint,
  package: Package,
}

export function categoryIconOf(icon: string): LucideIcon {
  return CATEGORY_ICON_COMPONENTS[icon as CategoryIcon] ?? Tag
}
