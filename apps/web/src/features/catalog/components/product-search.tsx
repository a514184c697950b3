import { SEARCH_DEBOUNCE_MS } from '@pasar/shared'
import { PackageIcon, SearchIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '@/components/ui/command.tsx'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx'
import { Skeleton } from '@/components/ui/skeleton.tsx'
import { useSearchProducts } from '../api/search-products.ts'
import { useDebouncedValue } from '../hooks/use-debounced-value.ts'

const isApple = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent)

function SearchResults({ query, onPick }: { query: string; onPick: (uuid: string) => void }) {
  const debounced = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS)
  const search = useSearchProducts(debounced)
  if (!query.trim()) return null
  if (debounced !== query.trim() || search.isFetching) {
    return (
      <div className="flex flex-col gap-2 p-3" aria-busy="true" aria-label="Searching">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-3/4" />
      </div>
    )
  }
  const groups = search.data ?? []
  if (search.isError || groups.length === 0) return <CommandEmpty>No results found.</CommandEmpty>
  return groups.map((group) => (
    <CommandGroup key={group.category} heading={group.category}>
      {group.products.map((product) => (
        <CommandItem key={product.uuid} value={product.uuid} onSelect={() => onPick(product.uuid)}>
          <PackageIcon className="text-muted-foreground" aria-hidden="true" />
          <span className="truncate">{product.name}</span>
        </CommandItem>
      ))}
    </CommandGroup>
  ))
}

/** The dialog's body lives only while the dialog is open, so closing clears the query. */
function SearchBox({ onPick }: { onPick: (uuid: string) => void }) {
  const [query, setQuery] = useState('')
  return (
    <Command shouldFilter={false} label="Search products">
      <CommandInput
        placeholder="Type a command or search..."
        value={query}
        onValueChange={setQuery}
        aria-label="Search products"
      />
      <CommandList className="max-h-[300px]">
        <SearchResults query={query} onPick={onPick} />
      </CommandList>
    </Command>
  )
}

/** Header search (SPEC §2 'Search dialog'): the button, Ctrl/Cmd+K and the dialog. */
export function ProductSearch() {
  const [open, setOpen] = useState(false)
  const navigate = useNavigate()

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

  return (
    <>
      <Button
        variant="outline"
        onClick={() => setOpen(true)}
        className="text-muted-foreground relative size-10 justify-center p-0 md:h-10 md:w-56 md:justify-start md:px-3 lg:w-64"
      >
        <SearchIcon aria-hidden="true" />
        <span className="sr-only md:not-sr-only md:font-normal">Search products...</span>
        <kbd
          className="bg-muted pointer-events-none absolute top-1/2 right-2 hidden h-6 -translate-y-1/2 items-center gap-1 rounded border px-1.5 font-mono text-[11px] font-medium select-none md:flex"
          aria-hidden="true"
        >
          {isApple ? '⌘' : 'Ctrl'} K
        </kbd>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          className="top-[15%] translate-y-0 gap-0 overflow-hidden p-0"
          showClose={false}
        >
          <DialogTitle className="sr-only">Search products</DialogTitle>
          <DialogDescription className="sr-only">
            Type a product name, then pick a result to open it.
          </DialogDescription>
          <SearchBox onPick={pick} />
        </DialogContent>
      </Dialog>
    </>
  )
}
