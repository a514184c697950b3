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
import { useCreateStore } from '../api/create-store.ts'
import { reportFailure } from '../hooks/use-server-errors.ts'
import { STORE_FIELDS, StoreForm } from './store-form.tsx'

export function CreateStoreDialog() {
  const [open, setOpen] = useState(false)
  const create = useCreateStore()
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          New
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create a New Store</DialogTitle>
          <DialogDescription>Fill out the form below to set up a new store.</DialogDescription>
        </DialogHeader>
        <StoreForm
          idPrefix="new-store"
          submitLabel="Create Store"
          pending={create.isPending}
          onSubmit={(values, form) =>
            create.mutate(values, {
              onSuccess: () => {
                toast.success('Store is created.')
                form.reset()
                setOpen(false)
              },
              onError: (error) => reportFailure(error, form.setError, STORE_FIELDS),
            })
          }
        />
      </DialogContent>
    </Dialog>
  )
}
