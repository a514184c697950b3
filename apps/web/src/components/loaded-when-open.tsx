import { lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { tCommon } from '@/i18n/common/index.ts'
import { toast } from '@/lib/toast.ts'
import { LazyPart } from './lazy-part.tsx'

/**
 * Around a dialog that others open (`open`) and whose code loads lazily (`React.lazy`): nothing
 * is drawn, nor loaded, until it first opens; from then on it stays, so what was typed in it
 * stays when it closes. If its code cannot come (offline, a deploy replaced the file), a toast
 * says so and it closes (docs/decisions/0983-a-lazy-part-that-cannot-load.md).
 */
export function LoadedWhenOpen({
  open,
  onOpenChange,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  children: ReactNode
}) {
  // From the first opening on (state set while drawing, as React's docs do for derived state).
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  if (!opened && !open) return null
  return <LazyPart failed={<NotLoaded close={() => onOpenChange(false)} />}>{children}</LazyPart>
}

/**
 * A dialog that others open, whose box (the default export `load` imports) loads when it first
 * opens (`LoadedWhenOpen`): the box's props are the dialog's.
 */
export function lazyDialog<P extends { open: boolean; onOpenChange: (open: boolean) => void }>(
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  const Box = lazy(load)
  return function LazyDialog(props: P) {
    return (
      <LoadedWhenOpen open={props.open} onOpenChange={props.onOpenChange}>
        <Box {...props} />
      </LoadedWhenOpen>
    )
  }
}

function NotLoaded({ close }: { close: () => void }) {
  useEffect(() => {
    toast.error(tCommon('notLoaded'))
    close()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the code could not come
  }, [])
  return null
}
