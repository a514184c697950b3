import { STORE_DELETE_REDIRECT_MS } from '@pasar/shared'
import { Trash2 } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { toast } from '@/lib/toast.ts'
import { useDeleteStore } from '../api/delete-store.ts'
import { reportFailure } from '../hooks/use-server-errors.ts'

export function DeleteStoreButton({ slug }: { slug: string }) {
  const remove = useDeleteStore(slug)
  const navigate = useNavigate()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success('Store is deleted.')
        timer.current = setTimeout(
          () => navigate('/dashboard/stores', { replace: true }),
          STORE_DELETE_REDIRECT_MS,
        )
      },
      onError: (error) => reportFailure(error),
    })

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="destructive" disabled={remove.isPending || remove.isSuccess}>
          {remove.isPending ? <Spinner label="Deleting" /> : <Trash2 aria-hidden="true" />}
          Delete Store
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you sure?</AlertDialogTitle>
          <AlertDialogDescription>
            This action cannot be undone. The store and all its products will be removed from the
            marketplace.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={confirm}>
            Continue
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
