import { TOAST_DURATION_MS } from '@pasar/shared'
export { default as toast } from 'react-hot-toast'

/** react-hot-toast options matching SPEC §9's durations. */
export const toastOptions = {
  duration: TOAST_DURATION_MS.blank,
  success: { duration: TOAST_DURATION_MS.success },
  error: { duration: TOAST_DURATION_MS.error },
}
