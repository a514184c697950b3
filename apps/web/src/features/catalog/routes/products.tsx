import { useParams } from 'react-router'
import { usePageTitle } from '@/lib/page-title.ts'
import { useCategories } from '../api/get-categories.ts'
import { ListingPage } from '../components/listing-page.tsx'
import { useT } from '../i18n/index.ts'

/** /products and /category/:item (docs/product.md#listings). */
export function Component() {
  const { t } = useT()
  const { item } = useParams()
  const categories = useCategories()
  const categoryName = item ? categories.data?.find((c) => c.slug === item)?.name : undefined
  usePageTitle(item ? categoryName : t('listing.productsTitle'))
  return (
    <ListingPage
      title={item ? (categoryName ?? t('listing.category')) : t('listing.allProducts')}
      params={{ category: item }}
    />
  )
}
