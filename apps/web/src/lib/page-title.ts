import { useLayoutEffect } from 'react'

/**
 * Sets document.title to "<title> · Pasar" while the page is shown, in the commit that shows the
 * page: a layout effect runs before the browser paints on both renderers (React, and Preact in
 * the build, docs/decisions/0948-preact-in-the-browser-build.md), where a passive effect may wait
 * a frame.
 */
export function usePageTitle(title: string | undefined) {
  useLayoutEffect(() => {
    if (title) document.title = `${title} · Pasar`
  }, [title])
}
