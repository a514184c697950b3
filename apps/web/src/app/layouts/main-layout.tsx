import { useEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { PageScroll } from '../page-scroll.tsx'
import { useT } from '../i18n/index.ts'
import { Footer } from './footer.tsx'
import { Header } from './header/header.tsx'

/** Links such as /#categories land on their anchor once the route has rendered. */
function useScrollToHash() {
  const { hash, key } = useLocation()
  useEffect(() => {
    if (!hash) return
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
  }, [hash, key])
}

export function MainLayout() {
  const { t } = useT()
  useScrollToHash()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="bg-background sr-only z-[60] rounded-md px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <PageScroll />
    </div>
  )
}
