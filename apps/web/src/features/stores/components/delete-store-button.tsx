import { STORE_DELETE_REDIRECT_MS } from '@pasar/shared'
import { Trash2 } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { toast } from '@/lib/toast.ts'
import { useDeleteStore } from '../api/delete-store.ts'
import { reportFailure } from '../lib/report-failure.ts'

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
    <ConfirmDialog
      trigger={
        <Button variant="destructive" disabled={remove.isPending || remove.isSuccess}>
          {remove.isPending ? <Spinner label="Deleting" /> : <Trash2 aria-hidden="true" />}
          Delete Store
        </Button>
      }
      description="This action cannot be undone. The store and all its products will be removed from the marketplace."
      onConfirm={confirm}
    />
  )
}
