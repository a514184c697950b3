import { Plus } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx'
import { toast } from '@/lib/toast.ts'
import { useCreateProduct } from '../api/create-product.ts'
import { reportFailure } from '../hooks/use-server-errors.ts'
import { PRODUCT_FIELDS, ProductForm } from './product-form.tsx'

export function CreateProductDialog({ slug }: { slug: string }) {
  const [open, setOpen] = useState(false)
  const create = useCreateProduct(slug)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          New
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Create a New Product</DialogTitle>
          <DialogDescription>Fill out the form below to set up a new product.</DialogDescription>
        </DialogHeader>
        <ProductForm
          pending={create.isPending}
          onSubmit={(values, form) =>
            create.mutate(values, {
              onSuccess: () => {
                toast.success('Product is created.')
                form.reset()
                setOpen(false)
              },
              onError: (error) => reportFailure(error, form.setError, PRODUCT_FIELDS),
            })
          }
        />
      </DialogContent>
    </Dialog>
  )
}
