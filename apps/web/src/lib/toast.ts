import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from '@pasar/shared'
export { default as toast } from 'react-hot-toast'

/** react-hot-toast options matching docs/product.md#notifications. */
export const toastOptions = {
  duration: TOAST_DURATION_MS.blank,
  removeDelay: TOAST_REMOVE_DELAY_MS,
  success: { duration: TOAST_DURATION_MS.success },
  error: { duration: TOAST_DURATION_MS.error },
}
