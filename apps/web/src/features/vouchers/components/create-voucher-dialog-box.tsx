import { LazyPart } from '@/components/lazy-part.tsx'
import { TitledDialog } from '@/components/ui/titled-dialog.tsx'
import { useT } from '../i18n/index.ts'
import { CreatePlatformVoucherForm, CreateStoreVoucherForm } from './create-voucher-forms.tsx'

/**
 * The dialog of 'Create voucher' with its form: a store's (`slug`) or Pasar's. It loads on the
 * first press (create-voucher-dialog.tsx), with react-hook-form and the fields.
 */
export default function CreateVoucherDialogBox({
  slug,
  open,
  onOpenChange,
}: {
  slug?: string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useT()
  const close = () => onOpenChange(false)
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('create.title')}
      description={slug === undefined ? t('create.platformDescription') : t('create.description')}
      className="sm:max-w-2xl"
    >
      <LazyPart>
        {slug === undefined ? (
          <CreatePlatformVoucherForm close={close} />
        ) : (
          <CreateStoreVoucherForm slug={slug} close={close} />
        )}
      </LazyPart>
    </TitledDialog>
  )
}
