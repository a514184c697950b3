import type { Voucher } from '@pasar/shared'
import { Button } from '@/components/ui/button.tsx'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx'
import { ApiError } from '@/lib/api-client.ts'
import { toast } from '@/lib/toast.ts'
import { useUpdatePlatformVoucher } from '../api/platform-vouchers.ts'
import { useUpdateStoreVoucher } from '../api/store-vouchers.ts'
import { useT } from '../i18n/index.ts'

/**
 * 'End now' on a voucher that has not ended: after a confirmation it is ended early
 * (PATCH `active: false`); orders already made keep their discount. A store's voucher
 * (`slug`), or without it one of Pasar's.
 */
export function EndVoucherButton({
  voucher,
  slug,
  className,
}: {
  voucher: Pick<Voucher, 'id' | 'code'>
  slug?: string
  className?: string
}) {
  const { t } = useT()
  const store = useUpdateStoreVoucher(slug ?? '')
  const platform = useUpdatePlatformVoucher()
  const update = slug === undefined ? platform : store
  return (
    <ConfirmDialog
      trigger={
        <Button
          size="sm"
          variant="outline"
          className={className}
          busy={update.isPending}
          aria-label={t('end.named', { code: voucher.code })}
        >
          {t('end')}
        </Button>
      }
      title={t('end.title', { code: voucher.code })}
      description={t('end.description')}
      confirmLabel={t('end.confirm')}
      onConfirm={() =>
        update.mutate(
          { id: voucher.id, active: false },
          {
            onSuccess: () => toast.success(t('end.done', { code: voucher.code })),
            onError: (error) =>
              toast.error(error instanceof ApiError ? error.message : t('failure')),
          },
        )
      }
    />
  )
}
