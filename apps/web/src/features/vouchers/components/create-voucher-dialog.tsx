import { Plus } from 'lucide-react'
import { lazy } from 'react'
import { OpenedPart } from '@/components/opened-part.tsx'
import { Button } from '@/components/ui/button.tsx'
import { useOpenedOnPress } from '@/lib/use-opened-on-press.ts'
import { useT } from '../i18n/index.ts'

// The dialog and its form (react-hook-form, the fields) load on the first press, not with the
// list (docs/decisions/0986-new-item-forms-load-on-press.md).
const loadBox = () => import('./create-voucher-dialog-box.tsx')
const CreateVoucherDialogBox = lazy(loadBox)

/**
 * 'Create voucher' and the dialog it opens: for the store `slug`, or without it for Pasar's own
 * vouchers (the operator console). Closing gives focus back to the button (return-focus.ts).
 */
export function CreateVoucherDialog({ slug }: { slug?: string }) {
  const dialog = useOpenedOnPress(loadBox)
  const { t } = useT()
  return (
    <>
      <Button aria-haspopup="dialog" aria-expanded={dialog.isOpen} {...dialog.trigger}>
        <Plus aria-hidden="true" />
        {t('create')}
      </Button>
      <OpenedPart part={dialog}>
        <CreateVoucherDialogBox slug={slug} {...dialog.props} />
      </OpenedPart>
    </>
  )
}
