import { useSearchParams } from 'react-router'
import { usePageTitle } from '@/lib/page-title.ts'
import { ListingPage } from '../components/listing-page.tsx'
import { useT } from '../i18n/index.ts'

/**
 * /search?q= (docs/product.md#search): every product the search finds, most relevant first
 * unless another sort is chosen, with the listings' sort and price range.
 */
export function Component() {
  const { t } = useT()
  const [params] = useSearchParams()
  const q = (params.get('q') ?? '').trim().slice(0, 100)
  const title = q ? t('search.pageTitleQuery', { query: q }) : t('search.pageTitle')
  usePageTitle(title)
  return (
    <ListingPage
      title={title}
      params={{ q: q || undefined }}
      defaultSortLabel={t('sort.relevance')}
      emptyDescription={q ? t('search.noMatch', { query: q }) : t('search.typeSomething')}
    />
  )
}
