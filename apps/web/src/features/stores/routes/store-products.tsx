import { ErrorState } from '@/components/ui/error-state.tsx'
import { useStoreProducts } from '../api/get-store-products.ts'
import { CreateProductDialog } from '../components/create-product-dialog.tsx'
import { HiddenNotice } from '../components/hidden-notice.tsx'
import { PageHeading } from '@/components/page-heading.tsx'
import { ProductsTable } from '../components/products-table.tsx'
import { useCurrentStore } from '../hooks/use-current-store.ts'
import { useT } from '../i18n/index.ts'

export function Component() {
  const store = useCurrentStore()
  const products = useStoreProducts(store.slug)
  const { t } = useT()
  return (
    <section className="grid gap-6" aria-labelledby="store-products-title">
      <PageHeading
        level={2}
        id="store-products-title"
        title={t('products.title')}
        description={t('products.description')}
        action={<CreateProductDialog slug={store.slug} />}
      />
      <HiddenNotice store={store} />
      {products.isError ? (
        <ErrorState query={products} title={t('products.loadFailed')} />
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
