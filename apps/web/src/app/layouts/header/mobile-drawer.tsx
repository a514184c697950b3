import { Link } from 'react-router'
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion.tsx'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet.tsx'
import { SkeletonList } from '@/components/ui/skeleton-list.tsx'
import { useCategories } from '@/features/catalog/api/get-categories.ts'
import { useCommonT } from '@/i18n/common/index.ts'
import { LanguageToggle } from '@/i18n/language-switcher.tsx'
import { LANGUAGE_NAMES } from '@/i18n/language.ts'
import { useT } from '../../i18n/index.ts'
import { BrandLink } from './brand.tsx'
import { categoryIcon, dashboardLinks, lobbyLinks, type NavLinkItem } from './nav-links.ts'

// docs/product.md#layout: the mobile accordion opens all three items by default.
const OPEN_SECTIONS = ['dashboard', 'lobby', 'category']

function DrawerLink({ item, onNavigate }: { item: NavLinkItem; onNavigate: () => void }) {
  const Icon = item.icon
  return (
    <li>
      <Link
        to={item.to}
        onClick={onNavigate}
        className="hover:bg-accent focus-visible:ring-ring/50 flex items-center gap-3 rounded-md px-2 py-2.5 text-sm font-medium outline-none focus-visible:ring-[3px]"
      >
        <Icon className="text-primary size-4" aria-hidden="true" />
        {item.label}
      </Link>
    </li>
  )
}

function CategoryLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useT()
  const { data, isPending, isError } = useCategories()
  if (isPending) {
    return <SkeletonList count={4} rowClassName="h-8" className="grid gap-2 px-2" />
  }
  if (isError) return <p className="text-muted-foreground px-2">{t('nav.categoriesFailed')}</p>
  return (
    <ul className="grid gap-0.5">
      {data.map((category) => (
        <DrawerLink
          key={category.slug}
          onNavigate={onNavigate}
          item={{
            to: `/category/${category.slug}`,
            label: category.name,
            description: '',
            icon: categoryIcon(category.icon),
          }}
        />
      ))}
    </ul>
  )
}

/** The drawer's language row: what it is, the language shown, and the switch to the other one. */
function LanguageRow() {
  const { t, language } = useCommonT()
  return (
    <div className="mt-auto flex items-center justify-between gap-3 border-t px-4 py-3">
      <div className="grid gap-0.5 text-sm">
        <span className="font-semibold">{t('language')}</span>
        <span className="text-muted-foreground" lang={language}>
          {LANGUAGE_NAMES[language]}
        </span>
      </div>
      <LanguageToggle className="shrink-0" />
    </div>
  )
}

/**
 * The phone side drawer (docs/product.md#layout): My Dashboard, Lobby and Category, all open by
 * default, then the language switch.
 */
export default function MobileDrawer({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useT()
  const close = () => onOpenChange(false)
  const sections = [
    { value: 'dashboard', title: t('nav.myDashboard'), links: dashboardLinks(t) },
    { value: 'lobby', title: t('nav.lobby'), links: lobbyLinks(t) },
  ]
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="data-[state=open]:animate-slide-in-left gap-0 p-0">
        <SheetHeader className="border-b">
          <SheetTitle asChild>
            <div>
              <BrandLink onClick={close} />
            </div>
          </SheetTitle>
          <SheetDescription className="sr-only">{t('nav.siteNavigation')}</SheetDescription>
        </SheetHeader>
        <nav aria-label={t('nav.mobile')} className="px-4 pb-6">
          <Accordion type="multiple" defaultValue={OPEN_SECTIONS}>
            {sections.map((section) => (
              <AccordionItem key={section.value} value={section.value}>
                <AccordionTrigger>{section.title}</AccordionTrigger>
                <AccordionContent>
                  <ul className="grid gap-0.5">
                    {section.links.map((item) => (
                      <DrawerLink key={item.to} item={item} onNavigate={close} />
                    ))}
                  </ul>
                </AccordionContent>
              </AccordionItem>
            ))}
            <AccordionItem value="category">
              <AccordionTrigger>{t('nav.category')}</AccordionTrigger>
              <AccordionContent>
                <CategoryLinks onNavigate={close} />
              </AccordionContent>
            </AccordionItem>
          </Accordion>
        </nav>
        <LanguageRow />
      </SheetContent>
    </Sheet>
  )
}
