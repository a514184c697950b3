import type { Product } from '@pasar/shared'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx'
import { toast } from '@/lib/toast.ts'
import { useDeleteProduct } from '../api/delete-product.ts'
import { useT } from '../i18n/index.ts'
import { reportFailure } from '../lib/report-failure.ts'

/** docs/product.md#stores: 'Delete Product' asks for confirmation, then deletes. */
export function DeleteProductDialog({
  storeSlug,
  product,
  onClose,
}: {
  storeSlug: string
  product: Product | null
  onClose: () => void
}) {
  const remove = useDeleteProduct(storeSlug)
  const { t } = useT()
  return (
    <ConfirmDialog
      open={product !== null}
      onOpenChange={(open) => !open && onClose()}
      description={t('deleteProduct.description', { name: product?.name ?? '' })}
      onConfirm={() => {
        if (!product) return
        remove.mutate(product.uuid, {
          onSuccess: () => toast.success(t('deleteProduct.done')),
          onError: (error) => reportFailure(error),
        })
      }}
    />
  )
}
