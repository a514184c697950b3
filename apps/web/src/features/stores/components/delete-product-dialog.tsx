import type { Product } from '@pasar/shared'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog.tsx'
import { toast } from '@/lib/toast.ts'
import { useDeleteProduct } from '../api/delete-product.ts'
import { reportFailure } from '../hooks/use-server-errors.ts'

/** DESIGN §5.4: 'Delete Product' asks for confirmation, then deletes. */
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
    <AlertDialog open={product !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you sure?</AlertDialogTitle>
          <AlertDialogDescription>
            This action cannot be undone. {product?.name} will be removed from your store and the
            marketplace.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            onClick={() => {
              if (!product) return
              remove.mutate(product.uuid, {
                onSuccess: () => toast.success('Product is deleted.'),
                onError: (error) => reportFailure(error),
              })
            }}
          >
            Continue
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
