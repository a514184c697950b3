import { useState } from 'react'
import { openWhenLoaded, pressToOpen } from './load-on-press.ts'

/**
 * A part whose code loads on the first press (the phone menu's drawer, a dialog): it opens once
 * its code is here, or a toast says it could not load (docs/decisions/0983). It is `mounted` from
 * that first opening on, so closing it keeps its closing animation.
 */
export function useOpenedOnPress(load: () => Promise<unknown>) {
  const [isOpen, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const show = () => {
    setMounted(true)
    setOpen(true)
  }
  return {
    isOpen,
    setOpen,
    mounted,
    /** The opened part's `open` and `onOpenChange`. */
    props: { open: isOpen, onOpenChange: setOpen },
    /** The props of the button that opens it: loads ahead on pointer-over and focus. */
    trigger: pressToOpen(load, show),
    close: () => setOpen(false),
    /** Opens it from elsewhere (another dialog's button), once its code is here. */
    open: () => openWhenLoaded(load, show),
  }
}
