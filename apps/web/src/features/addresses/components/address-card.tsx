import type { Address } from '@pasar/shared'
import { Pencil, Star, Trash2 } from 'lucide-react'
import { formatPlace } from '@/lib/format-place.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { useCommonT } from '@/i18n/common/index.ts'
import { useT } from '../i18n/index.ts'

/** The id of an address card's title, which names it. */
export const addressTitleId = (id: number) => `address-${id}-title`

/** One address of the book: label, recipient, phone, the address, and its actions. */
export function AddressCard({
  address,
  onEdit,
  onDelete,
  onMakeDefault,
  makingDefault,
}: {
  address: Address
  onEdit: () => void
  onDelete: () => void
  onMakeDefault: () => void
  makingDefault: boolean
}) {
  const { t } = useT()
  const { t: tc } = useCommonT()
  const title = address.label ?? address.recipientName
  return (
    <Card className="h-full gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={addressTitleId(address.id)} className="font-semibold">
          {title}
        </h2>
        {address.isDefault && <Badge variant="success">{t('default')}</Badge>}
      </div>
      <div className="text-sm">
        <p>
          <span className="font-medium">{address.recipientName}</span>
          <span className="text-muted-foreground"> · {address.phone}</span>
        </p>
        <p className="text-muted-foreground mt-1 break-words">{formatPlace(address)}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" /> {tc('edit')}
        </Button>
        <Button variant="outline" size="sm" onClick={onDelete}>
          <Trash2 aria-hidden="true" /> {tc('delete')}
        </Button>
        {!address.isDefault && (
          <Button variant="ghost" size="sm" onClick={onMakeDefault} disabled={makingDefault}>
            <Star aria-hidden="true" /> {t('setDefault')}
          </Button>
        )}
      </div>
    </Card>
  )
}
