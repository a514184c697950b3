import { SearchIcon } from 'lucide-react'
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { useSearchButtonT } from '../product-search/i18n/index.ts'

const SearchDialog = lazy(() =>
  import('./search-dialog.tsx').then((module) => ({ default: module.SearchDialog })),
)

const isApple = () => /Mac|iPhone|iPad/.test(navigator.userAgent)
const never = () => () => {}

/**
 * The shortcut's modifier as this device names it. The server's first screen (ADR 0963) says
 * 'Ctrl', and so does the app's first render over it; the device's own follows.
 */
function useShortcutKey(): string {
  return useSyncExternalStore(
    never,
    () => (isApple() ? '⌘' : 'Ctrl'),
    () => 'Ctrl',
  )
}

/** Header search (docs/product.md#search): the button, Ctrl/Cmd+K and the dialog. */
export function ProductSearch() {
  const [open, setOpenState] = useState(false)
  // The dialog's code is fetched on first use and then kept.
  const [loaded, setLoaded] = useState(false)
  const setOpen = (next: boolean | ((was: boolean) => boolean)) => {
    setLoaded(true)
    setOpenState(next)
  }
  const navigate = useNavigate()
  const { t } = useSearchButtonT()
  const shortcutKey = useShortcutKey()

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) {
        event.preventDefault()
        setOpen((was) => !was)
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  const pick = (uuid: string) => {
    setOpen(false)
    void navigate(`/product/${uuid}`)
  }
  const searchAll = (query: string) => {
    setOpen(false)
    void navigate(`/search?${new URLSearchParams({ q: query }).toString()}`)
  }

  return (
    <>
      <Button
        variant="outline"
        onClick={() => setOpen(true)}
        className="text-muted-foreground relative size-10 justify-center p-0 md:h-10 md:w-56 md:justify-start md:px-3 lg:w-64"
      >
        <SearchIcon aria-hidden="true" />
        <span className="sr-only md:not-sr-only md:font-normal">{t('search.button')}</span>
        <kbd
          className="bg-muted pointer-events-none absolute top-1/2 right-2 hidden h-6 -translate-y-1/2 items-center gap-1 rounded border px-1.5 font-mono text-[11px] font-medium select-none md:flex"
          aria-hidden="true"
        >
          {shortcutKey} K
        </kbd>
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={setOpen} onPick={pick} onSearch={searchAll} />
        </Suspense>
      )}
    </>
  )
}
