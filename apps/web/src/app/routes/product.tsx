import { useParams } from 'react-router'
import { ProductPurchase } from '@/features/cart/components/product-purchase.tsx'
import { ProductDetail } from '@/features/catalog/components/product-detail.tsx'

/** The product page composes the catalogue's detail with the cart's purchase actions. */
export function Component() {
  const { uuid = '' } = useParams()
  return <ProductDetail uuid={uuid} purchase={(product) => <ProductPurchase product={product} />} />
}
