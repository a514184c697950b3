import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from '@pasar/shared'
import type hotToast from 'react-hot-toast'
import type { Renderable, Toast, ToastOptions, ValueOrFunction } from 'react-hot-toast'

/** react-hot-toast options matching docs/product.md#notifications. */
export const toastOptions = {
  duration: TOAST_DURATION_MS.blank,
  removeDelay: TOAST_REMOVE_DELAY_MS,
  success: { duration: TOAST_DURATION_MS.success },
  error: { duration: TOAST_DURATION_MS.error },
}

type Message = ValueOrFunction<Renderable, Toast>
type Kind = 'blank' | 'success' | 'error'

// react-hot-toast and its toaster (with goober, its CSS-in-JS) load with the first toast: a page
// needs none of it to render, and every page would otherwise download it first
// (docs/decisions/0956-initial-javascript-on-every-route.md).
let library: Promise<{ default: typeof hotToast }> | undefined
let wanted = false
const listeners = new Set<() => void>()

function show(kind: Kind, message: Message, options?: ToastOptions) {
  library ??= import('react-hot-toast')
  void library.then(
    ({ default: hot }) => {
      // The toaster mounts once the library is here: its chunk is the same one, so it cannot fail.
      if (!wanted) {
        wanted = true
        for (const listener of listeners) listener()
      }
      if (kind === 'blank') hot(message, options)
      else hot[kind](message, options)
    },
    // Offline: this toast is lost, the next one asks again.
    () => (library = undefined),
  )
}

/**
 * Fetches the library once the page is idle, after its own JavaScript, so a toast still shows if
 * the network drops later: an offline error is when a toast matters most.
 */
export function loadToastsWhenIdle() {
  const load = () => {
    library ??= import('react-hot-toast')
    library.catch(() => (library = undefined))
  }
  if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 5_000 })
  else setTimeout(load, 2_000)
}

/**
 * react-hot-toast's `toast`, `toast.success`, `toast.error` and `toast.dismiss` (a toast's own
 * button closing it), loaded on first use.
 */
export const toast = Object.assign(
  (message: Message, options?: ToastOptions) => show('blank', message, options),
  {
    success: (message: Message, options?: ToastOptions) => show('success', message, options),
    error: (message: Message, options?: ToastOptions) => show('error', message, options),
    dismiss: (id: string) => void library?.then(({ default: hot }) => hot.dismiss(id)),
  },
)

/** Whether a toast has been shown, so the toaster is needed (for useSyncExternalStore). */
export const toasterWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  get: () => wanted,
}
