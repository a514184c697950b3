import { useParams } from 'react-router'
import { ProductPurchase } from '@/features/cart/components/product-purchase.tsx'
import { ProductDetail } from '@/features/catalog/components/product-detail.tsx'
import { ProductReviews } from '@/features/reviews/index.ts'
import { StoreVoucherChips } from '@/features/vouchers/index.ts'
import { useMyStores } from '@/features/stores/api/get-my-stores.ts'
import { useIsSignedIn } from '@/lib/session.ts'

/**
 * The product page composes the catalogue's detail with the cart's purchase actions and the
 * store's vouchers; the stores feature says whether the signed-in user owns the product's store
 * (docs/decisions/0541).
 */
export function Component() {
  const { uuid = '' } = useParams()
  const signedIn = useIsSignedIn()
  const myStores = useMyStores({ enabled: signedIn })
  // A visitor owns nothing; if the stores can't be loaded the server's 409 still guards the rule.
  const owns = (storeId: number): boolean | undefined =>
    !signedIn || myStores.isError ? false : myStores.data?.some((store) => store.id === storeId)
  return (
    <>
      <ProductDetail
        uuid={uuid}
        purchase={(product, choice) => (
          <ProductPurchase product={product} ownStore={owns(product.storeId)} choice={choice} />
        )}
        store={(product) => (
          <StoreVoucherChips slug={product.store.slug} store={product.store.name} />
        )}
      />
      <ProductReviews uuid={uuid} />
    </>
  )
}
