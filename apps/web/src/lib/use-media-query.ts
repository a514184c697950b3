import { useSyncExternalStore } from 'react'

/** Whether the screen matches a media query, kept up to date when it stops or starts matching. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    // The server's first screen (docs/decisions/0963) is drawn as on a phone.
    () => false,
  )
}
