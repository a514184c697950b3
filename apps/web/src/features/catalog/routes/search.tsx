import { useSearchParams } from 'react-router'
import { usePageTitle } from '@/lib/page-title.ts'
import { ListingPage } from '../components/listing-page.tsx'

/**
 * /search?q= (docs/product.md#search): every product the search finds, most relevant first
 * unless another sort is chosen, with the listings' sort and price range.
 */
export function Component() {
  const [params] = useSearchParams()
  const q = (params.get('q') ?? '').trim().slice(0, 100)
  usePageTitle(q ? `Search: ${q}` : 'Search')
  return (
    <ListingPage
      title={q ? `Search: ${q}` : 'Search'}
      params={{ q: q || undefined }}
      defaultSortLabel="Most relevant"
      emptyDescription={
        q
          ? `Nothing matches “${q}”. Check the spelling or try a more general word.`
          : 'Type what you are looking for in the search box.'
      }
    />
  )
}
