import type { Product } from '@pasar/shared'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx'
import { toast } from '@/lib/toast.ts'
import { useDeleteProduct } from '../api/delete-product.ts'
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
  return (
    <ConfirmDialog
      open={product !== null}
      onOpenChange={(open) => !open && onClose()}
      description={`This action cannot be undone. ${product?.name ?? ''} will be removed from your store and the marketplace.`}
      onConfirm={() => {
        if (!product) return
        remove.mutate(product.uuid, {
          onSuccess: () => toast.success('Product is deleted.'),
          onError: (error) => reportFailure(error),
        })
      }}
    />
  )
}
