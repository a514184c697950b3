import { Link } from 'react-router'
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
} from '@/components/ui/navigation-menu.tsx'
import { SkeletonList } from '@/components/ui/skeleton-list.tsx'
import { useCategories } from '@/features/catalog/api/get-categories.ts'
import { useT } from '../../i18n/index.ts'
import { BrandMark } from './brand.tsx'
import { categoryIcon, lobbyLinks } from './nav-links.ts'

function LobbyPanel() {
  const { t } = useT()
  return (
    <div className="grid w-[34rem] grid-cols-[13rem_1fr] gap-3">
      <NavigationMenuLink asChild>
        <Link
          to="/"
          className="from-primary flex h-full flex-col justify-end rounded-lg bg-gradient-to-br to-teal-900 p-4 text-white"
        >
          <BrandMark className="mb-3 size-10 [&_rect]:fill-white/15" />
          <span className="text-base font-semibold">Pasar</span>
          <span className="mt-1 text-xs leading-snug text-white/80">{t('nav.pitch')}</span>
        </Link>
      </NavigationMenuLink>
      <ul className="grid gap-1">
        {lobbyLinks(t).map(({ to, label, description, icon: Icon }) => (
          <li key={to}>
            <NavigationMenuLink asChild>
              <Link to={to} className="flex gap-3">
                <Icon className="text-primary mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>
                  <span className="block font-medium">{label}</span>
                  <span className="text-muted-foreground block text-xs leading-snug">
                    {description}
                  </span>
                </span>
              </Link>
            </NavigationMenuLink>
          </li>
        ))}
      </ul>
    </div>
  )
}

function CategoriesPanel() {
  const { t } = useT()
  const { data, isPending, isError } = useCategories()
  if (isPending) {
    return (
      <SkeletonList count={6} rowClassName="h-10" className="grid w-[26rem] grid-cols-2 gap-2" />
    )
  }
  if (isError) {
    return <p className="text-muted-foreground w-64 p-2 text-sm">{t('nav.categoriesFailed')}</p>
  }
  return (
    <ul className="grid w-[26rem] grid-cols-2 gap-1">
      {data.map((category) => {
        const Icon = categoryIcon(category.icon)
        return (
          <li key={category.slug}>
            <NavigationMenuLink asChild>
              <Link
                to={`/category/${category.slug}`}
                className="flex items-center gap-3 font-medium"
              >
                <span className="bg-secondary text-primary grid size-8 place-items-center rounded-md">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                {category.name}
              </Link>
            </NavigationMenuLink>
          </li>
        )
      })}
    </ul>
  )
}

/** The desktop menus (docs/product.md#layout) 'Lobby' and 'Categories'. */
export function DesktopNav() {
  const { t } = useT()
  return (
    <NavigationMenu className="hidden md:flex" aria-label={t('nav.main')}>
      <NavigationMenuList>
        <NavigationMenuItem>
          <NavigationMenuTrigger>{t('nav.lobby')}</NavigationMenuTrigger>
          <NavigationMenuContent>
            <LobbyPanel />
          </NavigationMenuContent>
        </NavigationMenuItem>
        <NavigationMenuItem>
          <NavigationMenuTrigger>{t('nav.categories')}</NavigationMenuTrigger>
          <NavigationMenuContent>
            <CategoriesPanel />
          </NavigationMenuContent>
        </NavigationMenuItem>
      </NavigationMenuList>
    </NavigationMenu>
  )
}
