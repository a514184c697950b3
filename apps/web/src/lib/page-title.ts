import { useLayoutEffect } from 'react'

/**
 * Sets document.title to "<title> · Pasar" while the page is shown, in the commit that shows the
 * page: a layout effect runs before the browser paints, where a passive effect may wait a frame.
 */
export function usePageTitle(title: string | undefined) {
  useLayoutEffect(() => {
    if (title) document.title = `${title} · Pasar`
  }, [title])
}
