import { formatIDR, SEARCH_DEBOUNCE_MS, type SearchHit } from '@pasar/shared'
import { PackageIcon, SearchIcon } from 'lucide-react'
import { useState } from 'react'
import { Trans } from '@/i18n/trans.tsx'
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
import { ProductThumbnail } from '@/components/product-thumbnail.tsx'
import { useSearchProducts } from '../api/search-products.ts'
import { useDebouncedValue } from '@/lib/use-debounced-value.ts'
import { useT } from '../i18n/index.ts'

/** A hit as a row: thumbnail, name, price and store. */
function HitRow({ product }: { product: SearchHit }) {
  return (
    <>
      <ProductThumbnail
        src={product.image ?? undefined}
        size={40}
        className="size-10 shrink-0 border"
        placeholder={<PackageIcon aria-hidden="true" />}
      />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium">{product.name}</span>
        <span className="text-muted-foreground truncate text-xs">{product.store.name}</span>
      </span>
      <span className="text-primary shrink-0 text-sm font-semibold">
        {formatIDR(product.price)}
      </span>
    </>
  )
}

function SearchResults({ query, onPick }: { query: string; onPick: (uuid: string) => void }) {
  const debounced = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS)
  const search = useSearchProducts(debounced)
  const { t } = useT()
  if (!query.trim()) return null
  if (debounced !== query.trim() || search.isFetching) {
    return (
      <div className="flex flex-col gap-2 p-3" aria-busy="true" aria-label={t('search.searching')}>
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-3/4" />
      </div>
    )
  }
  const groups = search.data ?? []
  if (search.isError || groups.length === 0)
    return <CommandEmpty>{t('search.noResults')}</CommandEmpty>
  return groups.map((group) => (
    <CommandGroup key={group.category} heading={group.category}>
      {group.products.map((product) => (
        <CommandItem key={product.uuid} value={product.uuid} onSelect={() => onPick(product.uuid)}>
          <HitRow product={product} />
        </CommandItem>
      ))}
    </CommandGroup>
  ))
}

/**
 * The dialog's body lives only while the dialog is open, so closing clears the query. Its first
 * row, highlighted while typing, opens the whole results page: Enter goes there.
 */
function SearchBox({
  onPick,
  onSearch,
}: {
  onPick: (uuid: string) => void
  onSearch: (query: string) => void
}) {
  const [query, setQuery] = useState('')
  const trimmed = query.trim()
  const { t } = useT()
  return (
    <Command shouldFilter={false} label={t('search.label')}>
      <CommandInput
        placeholder={t('search.placeholder')}
        value={query}
        onValueChange={setQuery}
        aria-label={t('search.label')}
      />
      <CommandList className="max-h-[min(420px,60vh)]">
        {trimmed && (
          <CommandGroup>
            <CommandItem value={`search:${trimmed}`} onSelect={() => onSearch(trimmed)}>
              <SearchIcon className="text-muted-foreground" aria-hidden="true" />
              <span className="truncate">
                <Trans
                  t={t}
                  i18nKey="search.seeAll"
                  values={{ query: trimmed }}
                  components={{ strong: <strong /> }}
                />
              </span>
            </CommandItem>
          </CommandGroup>
        )}
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
  onSearch,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onPick: (uuid: string) => void
  /** Enter: the whole results page for the query. */
  onSearch: (query: string) => void
}) {
  const { t } = useT()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="top-[15%] translate-y-0 gap-0 overflow-hidden p-0"
        showClose={false}
      >
        <DialogTitle className="sr-only">{t('search.label')}</DialogTitle>
        <DialogDescription className="sr-only">{t('search.description')}</DialogDescription>
        <SearchBox onPick={onPick} onSearch={onSearch} />
      </DialogContent>
    </Dialog>
  )
}
