import { useRef } from 'react'

type FocusEventHandler = (event: Event) => void

/**
 * A dialog that closes gives focus back to what was focused when it opened. Radix gives it back
 * only to its own trigger, and many of our dialogs open from a button that is not one (a dialog
 * whose code loads on the press, one opened from a menu or a card), so a keyboard user was left
 * at the top of the page. When that element is gone, Radix's own behaviour stays.
 * Compose with the caller's handlers: theirs run first and may prevent ours.
 */
export function useReturnFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: {
  onOpenAutoFocus?: FocusEventHandler
  onCloseAutoFocus?: FocusEventHandler
}) {
  const opener = useRef<HTMLElement | null>(null)
  return {
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
