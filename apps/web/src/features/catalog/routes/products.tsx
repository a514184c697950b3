import { useParams } from 'react-router'
import { usePageTitle } from '@/lib/page-title.ts'
import { useCategories } from '../api/get-categories.ts'
import { ListingPage } from '../components/listing-page.tsx'

/** /products and /category/:item (docs/product.md#listings). */
export function Component() {
  const { item } = useParams()
  const categories = useCategories()
  const categoryName = item ? categories.data?.find((c) => c.slug === item)?.name : undefined
  usePageTitle(item ? categoryName : 'Products')
  return (
    <ListingPage
      title={item ? (categoryName ?? 'Category') : 'All Products'}
      params={{ category: item }}
    />
  )
}
