import { Menu } from 'lucide-react'
import { lazy, useState } from 'react'
import { LazyPart } from '@/components/lazy-part.tsx'
import { Button } from '@/components/ui/button.tsx'
import { pressToOpen } from '@/lib/load-on-press.ts'
import { useT } from '../../i18n/index.ts'
import { loadDrawer } from './load-drawer.ts'

const MobileDrawer = lazy(loadDrawer)

/**
 * The phone menu button; opens the side drawer once its code is here (docs/product.md#layout).
 */
export function MobileNav() {
  const { t } = useT()
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="-ml-2 md:hidden"
        aria-label={t('header.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        {...pressToOpen(loadDrawer, () => {
          setWanted(true)
          setOpen(true)
        })}
      >
        <Menu className="size-5" />
      </Button>
      {wanted && (
        <LazyPart>
          <MobileDrawer open={open} onOpenChange={setOpen} />
        </LazyPart>
      )}
    </>
  )
}
