import { EyeOff } from 'lucide-react'
import { useNavigate, useParams } from 'react-router'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { ErrorState } from '@/components/ui/error-state.tsx'
import { LoadingState } from '@/components/ui/loading-state.tsx'
import { usePageTitle } from '@/lib/page-title.ts'
import { toast } from '@/lib/toast.ts'
import { useStoreProducts } from '../api/get-store-products.ts'
import { useUpdateProduct } from '../api/update-product.ts'
import { EditingCard } from '../components/editing-card.tsx'
import { EDIT_PRODUCT_FIELDS, EditProductForm } from '../components/edit-product-form.tsx'
import { PicturesEditor } from '../components/pictures-editor.tsx'
import { VariantsEditor } from '../components/variants-editor.tsx'
import { useCurrentStore } from '../hooks/use-current-store.ts'
import { useT } from '../i18n/index.ts'
import { reportFailure } from '../lib/report-failure.ts'

export function Component() {
  const { t } = useT()
  usePageTitle(t('editProduct.title'))
  const store = useCurrentStore()
  const { uuid = '' } = useParams()
  const products = useStoreProducts(store.slug)
  const product = products.data?.find((p) => p.uuid === uuid)
  const update = useUpdateProduct(store.slug, uuid)
  const navigate = useNavigate()

  if (products.isPending)
    return <LoadingState label={t('editProduct.loading')} spinnerClassName="size-6" />
  if (products.isError) {
    return <ErrorState query={products} title={t('editProduct.loadFailed')} />
  }
  if (!product) {
    return (
      <EmptyState
        title={t('editProduct.notFound')}
        description={t('editProduct.notFoundDescription')}
        action={{ to: `/dashboard/stores/${store.slug}`, label: t('editProduct.back') }}
      />
    )
  }
  return (
    <EditingCard title={t('editProduct.title')} description={t('editProduct.description')}>
      {product.hidden && (
        <div
          role="status"
          className="grid gap-1 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <p className="flex items-start gap-2 font-medium">
            <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{t('hidden.reason', { reason: product.hidden.reason })}</span>
          </p>
          <p className="text-xs text-amber-900/80">{t('hidden.editNote')}</p>
        </div>
      )}
      <EditProductForm
        // Options added or removed change which fields the form sends.
        key={`${product.uuid}-${product.options.length > 0}`}
        product={product}
        pending={update.isPending}
        onSubmit={(values, form) =>
          update.mutate(values, {
            onSuccess: () => {
              toast.success(t('editProduct.done'))
              // Back one page (docs/product.md#stores); opened directly, back to the store's
              // products instead.
              const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0
              if (idx > 0) void navigate(-1)
              else void navigate(`/dashboard/stores/${store.slug}`, { replace: true })
            },
            onError: (error) => reportFailure(error, form.setError, EDIT_PRODUCT_FIELDS),
          })
        }
      />
      <PicturesEditor
        key={`pictures-${product.uuid}`}
        storeSlug={store.slug}
        uuid={product.uuid}
        images={product.images}
      />
      <VariantsEditor key={`variants-${product.uuid}`} storeSlug={store.slug} product={product} />
    </EditingCard>
  )
}
