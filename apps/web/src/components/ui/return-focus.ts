import { useCallback, useRef } from 'react'

type FocusEventHandler = (event: Event) => void

/**
 * A dialog that closes gives focus back to what was focused when it opened. Radix gives it back
 * only to its own trigger, and many of our dialogs open from a button that is not one (a dialog
 * whose code loads on the press, one opened from a menu or a card), so a keyboard user was left
 * at the top of the page. When that element is gone, Radix's own behaviour stays.
 * Compose with the caller's handlers: theirs run first and may prevent ours. Spread the answer on
 * the Radix content: its `ref` also hears the content go, since Radix tells `onCloseAutoFocus`
 * only from a passive effect's cleanup, which Preact (the build's renderer) may run after the
 * part the opener was in has re-rendered (docs/decisions/0948-preact-in-the-browser-build.md).
 */
export function useReturnFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: {
  onOpenAutoFocus?: FocusEventHandler
  onCloseAutoFocus?: FocusEventHandler
}) {
  const opener = useRef<HTMLElement | null>(null)
  // Stable, so it hears only the content's coming and going.
  const ref = useCallback((content: HTMLElement | null) => {
    if (content) return
    setTimeout(() => {
      const element = opener.current
      const focused = document.activeElement
      const lost = !focused || focused === document.body
      if (lost && element?.isConnected) element.focus()
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
      if (event.defaultPrevented || !element?.isConnected) return
      event.preventDefault()
      element.focus()
    },
  }
}
