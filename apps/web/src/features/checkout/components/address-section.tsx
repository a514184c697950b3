import { ADDRESSES_PER_USER_MAX, type Address } from '@pasar/shared'
import { MapPin, Plus } from 'lucide-react'
import { lazy, useRef } from 'react'
import { OpenedPart } from '@/components/opened-part.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { ErrorState, type FailedQuery } from '@/components/ui/error-state.tsx'
import { Skeleton } from '@/components/ui/skeleton.tsx'
import { loadAddressDialog } from '@/features/addresses/index.ts'
import { formatPlace } from '@/lib/format-place.ts'
import { loadAhead } from '@/lib/load-on-press.ts'
import { useOpenedOnPress } from '@/lib/use-opened-on-press.ts'
import { useT } from '../i18n/index.ts'

// Most buyers check out to an address they have: the form loads when one is added, and the
// picker (with Radix's Dialog) when 'Change' is first pressed (docs/decisions/1000).
const AddressDialog = lazy(loadAddressDialog)
const loadAddressPicker = () =>
  import('./address-picker.tsx').then(({ AddressPicker }) => ({ default: AddressPicker }))
const AddressPicker = lazy(loadAddressPicker)
const prefetchAddressForm = () => loadAhead(loadAddressDialog)

/**
 * 'Shipping address': the address the order goes to, 'Change' to pick another from the book and
 * 'Add address' in place; an address just added is the one used.
 */
export function AddressSection({
  book,
  address,
  onChoose,
}: {
  book: FailedQuery & { data: readonly Address[] | undefined; isPending: boolean; isError: boolean }
  address: Address | null
  onChoose: (address: Address) => void
}) {
  const { t } = useT()
  const picking = useOpenedOnPress(loadAddressPicker)
  const adding = useOpenedOnPress(loadAddressDialog)
  // Where focus goes when the address form closes and an address is shown.
  const change = useRef<HTMLButtonElement>(null)
  const addresses = book.data ?? []
  const canAdd = addresses.length < ADDRESSES_PER_USER_MAX

  return (
    <Card className="gap-4">
      {/* As tall as the 'Change' button it shows once the address is known. */}
      <CardHeader className="min-h-8 flex-row items-center justify-between gap-3">
        <CardTitle className="flex items-center gap-2 text-lg">
          <MapPin className="text-primary size-5" aria-hidden="true" /> {t('address.title')}
        </CardTitle>
        {address && (
          <div className="flex gap-2">
            <Button
              ref={change}
              variant="outline"
              size="sm"
              aria-haspopup="dialog"
              aria-expanded={picking.isOpen}
              {...picking.trigger}
              onClick={() => {
                // The picker offers 'Add address': its form starts loading now.
                prefetchAddressForm()
                picking.trigger.onClick()
              }}
            >
              {t('address.change')}
            </Button>
          </div>
        )}
      </CardHeader>
      <CardContent>
        {book.isPending ? (
          // The address's shape: its name line, then the place (three lines on a phone, one wider).
          <div className="grid gap-1" aria-busy="true">
            <Skeleton className="my-0.5 h-5 w-48" />
            <Skeleton className="my-0.5 h-4 w-full max-w-md" />
            <Skeleton className="my-0.5 h-4 w-full sm:hidden" />
            <Skeleton className="my-0.5 h-4 w-2/3 sm:hidden" />
          </div>
        ) : book.isError ? (
          <ErrorState query={book} title={t('address.loadFailed')} className="py-4" />
        ) : address ? (
          <div className="grid gap-1 text-sm" data-testid="checkout-address">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{address.recipientName}</span>
              <span className="text-muted-foreground">{address.phone}</span>
              {address.label && <Badge variant="muted">{address.label}</Badge>}
              {address.isDefault && <Badge variant="success">{t('address.default')}</Badge>}
            </p>
            <p className="text-muted-foreground break-words">{formatPlace(address)}</p>
          </div>
        ) : (
          <div className="flex flex-col items-start gap-3 text-sm">
            <p className="text-muted-foreground">{t('address.none')}</p>
            <Button {...adding.trigger}>
              <Plus aria-hidden="true" /> {t('address.add')}
            </Button>
          </div>
        )}
      </CardContent>
      <OpenedPart part={picking}>
        <AddressPicker
          {...picking.props}
          addresses={addresses}
          selectedId={address?.id ?? null}
          canAdd={canAdd}
          onPick={(next) => {
            onChoose(next)
            picking.setOpen(false)
          }}
          onAdd={() => {
            picking.setOpen(false)
            adding.open()
          }}
        />
      </OpenedPart>
      <OpenedPart part={adding}>
        <AddressDialog
          {...adding.props}
          onSaved={onChoose}
          onCloseAutoFocus={(event) => {
            // The first address replaces 'Add address', and the picker that offered it is
            // closed: 'Change', beside the address, is where the buyer goes on.
            if (!change.current) return
            event.preventDefault()
            change.current.focus()
          }}
        />
      </OpenedPart>
    </Card>
  )
}
