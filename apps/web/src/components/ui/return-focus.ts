import { useCallback, useRef } from 'react'

type FocusEventHandler = (event: Event) => void

/**
 * A dialog that closes gives focus back to what was focused when it opened. Radix gives it back
 * only to its own trigger, and many of our dialogs open from a button that is not one (a dialog
 * whose code loads on the press, one opened from a menu or a card), so a keyboard user was left
 * at the top of the page. When that element is gone, Radix's own behaviour stays.
 *
 * Spread the answer on the Radix content. Focus goes back when the content leaves the page (its
 * `ref`), not from Radix's `onCloseAutoFocus`: Radix tells that from a passive effect's cleanup,
 * which may run after paint, once the part the opener was in may have changed
 * (docs/decisions/1000-react-in-production.md). The caller's `onCloseAutoFocus`
 * still runs, after that, and may send focus elsewhere.
 */
export function useReturnFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: {
  onOpenAutoFocus?: FocusEventHandler
  onCloseAutoFocus?: FocusEventHandler
}) {
  const opener = useRef<HTMLElement | null>(null)
  const content = useRef<HTMLElement | null>(null)
  // Stable, so it hears the content come and go, not each render.
  const ref = useCallback((node: HTMLElement | null) => {
    const left = content.current
    content.current = node
    if (node || !left) return
    setTimeout(() => {
      const element = opener.current
      const focused = document.activeElement
      const lost = !focused || focused === document.body
      if (!left.isConnected && lost && element?.isConnected) element.focus()
    })
  }, [])
  return {
    ref,
    onOpenAutoFocus(event: Event) {
      // Radix calls this before it moves focus into the dialog: the opener is still focused.
      const focused = document.activeElement
      opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : null
      onOpenAutoFocus?.(event)
    },
    onCloseAutoFocus(event: Event) {
      onCloseAutoFocus?.(event)
      const element = opener.current
      opener.current = null
      // The ref gave focus back already; Radix would move it to its trigger or the page.
      if (element?.isConnected) event.preventDefault()
    },
  }
}
