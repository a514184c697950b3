import { useEffect } from 'react'

/** Sets document.title to "<title> · Pasar" while the page is shown. */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} · Pasar`
  }, [title])
}
