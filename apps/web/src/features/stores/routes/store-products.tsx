import { ErrorState } from '@/components/ui/error-state.tsx'
import { useStoreProducts } from '../api/get-store-products.ts'
import { CreateProductDialog } from '../components/create-product-dialog.tsx'
import { HiddenNotice } from '../components/hidden-notice.tsx'
import { PageHeading } from '../components/page-heading.tsx'
import { ProductsTable } from '../components/products-table.tsx'
import { useCurrentStore } from '../hooks/use-current-store.ts'

export function Component() {
  const store = useCurrentStore()
  const products = useStoreProducts(store.slug)
  return (
    <section className="grid gap-6" aria-labelledby="store-products-title">
      <PageHeading
        level={2}
        id="store-products-title"
        title="Products"
        description="Manage your products here"
        action={<CreateProductDialog slug={store.slug} />}
      />
      <HiddenNotice store={store} />
      {products.isError ? (
        <ErrorState query={products} title="Products could not be loaded" />
      ) : (
        <ProductsTable
          storeSlug={store.slug}
          products={products.data ?? []}
          loading={products.isPending}
        />
      )}
    </section>
  )
}
