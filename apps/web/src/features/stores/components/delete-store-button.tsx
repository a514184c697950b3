import { STORE_DELETE_REDIRECT_MS } from '@pasar/shared'
import { Trash2 } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { toast } from '@/lib/toast.ts'
import { useDeleteStore } from '../api/delete-store.ts'
import { useT } from '../i18n/index.ts'
import { reportFailure } from '../lib/report-failure.ts'

export function DeleteStoreButton({ slug }: { slug: string }) {
  const remove = useDeleteStore(slug)
  const { t } = useT()
  const navigate = useNavigate()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('deleteStore.done'))
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
        <Button variant="destructive" busy={remove.isPending || remove.isSuccess}>
          {remove.isPending ? (
            <Spinner label={t('deleteStore.pending')} />
          ) : (
            <Trash2 aria-hidden="true" />
          )}
          {t('deleteStore.button')}
        </Button>
      }
      description={t('deleteStore.description')}
      onConfirm={confirm}
    />
  )
}
