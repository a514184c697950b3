import { tCommon } from '@/i18n/common/index.ts'
import { toast } from './toast.ts'

// A part that loads on first press (the phone menu's drawer, the checkout's address form) opens
// once its code is here. If the code cannot come (offline, a deploy replaced the file), a toast
// says so and the page stays as it was (docs/decisions/0983-a-lazy-part-that-cannot-load.md).

/** Runs `open` once `load` has the part's code, or tells the visitor it could not load. */
export function openWhenLoaded(load: () => Promise<unknown>, open: () => void) {
  load().then(open, () => toast.error(tCommon('notLoaded')))
}

/** Starts loading a part ahead of a press (pointer over, focus); a failure is the press's to tell. */
export function loadAhead(load: () => Promise<unknown>) {
  load().catch(() => {})
}

/**
 * The props of a button that opens such a part: the load starts on pointer-over and focus, and
 * the press opens the part once its code is here.
 */
export function pressToOpen(load: () => Promise<unknown>, open: () => void) {
  const ahead = () => loadAhead(load)
  return { onPointerEnter: ahead, onFocus: ahead, onClick: () => openWhenLoaded(load, open) }
}
