import { Menu } from 'lucide-react'
import { lazy } from 'react'
import { OpenedPart } from '@/components/opened-part.tsx'
import { Button } from '@/components/ui/button.tsx'
import { useOpenedOnPress } from '@/lib/use-opened-on-press.ts'
import { useT } from '../../i18n/index.ts'
import { loadDrawer } from './load-drawer.ts'

const MobileDrawer = lazy(loadDrawer)

/**
 * The phone menu button; opens the side drawer once its code is here (docs/product.md#layout).
 */
export function MobileNav() {
  const { t } = useT()
  const drawer = useOpenedOnPress(loadDrawer)
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="-ml-2 md:hidden"
        aria-label={t('header.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={drawer.isOpen}
        {...drawer.trigger}
      >
        <Menu className="size-5" />
      </Button>
      <OpenedPart part={drawer}>
        <MobileDrawer {...drawer.props} />
      </OpenedPart>
    </>
  )
}
