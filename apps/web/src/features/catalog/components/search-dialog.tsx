import { SEARCH_DEBOUNCE_MS } from '@pasar/shared'
import { PackageIcon } from 'lucide-react'
import { useState } from 'react'
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

/**
 * The search dialog (docs/product.md#search); its own chunk, loaded when the search is first
 * opened.
 */
export function SearchDialog({
  open,
  onOpenChange,
  onPick,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onPick: (uuid: string) => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="top-[15%] translate-y-0 gap-0 overflow-hidden p-0"
        showClose={false}
      >
        <DialogTitle className="sr-only">Search products</DialogTitle>
        <DialogDescription className="sr-only">
          Type a product name, then pick a result to open it.
        </DialogDescription>
        <SearchBox onPick={onPick} />
      </DialogContent>
    </Dialog>
  )
}
