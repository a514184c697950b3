import { ADDRESSES_PER_USER_MAX, type Address } from '@pasar/shared'
import { ArrowLeft, MapPin, Plus } from 'lucide-react'
import { lazy, useRef, useState } from 'react'
import { Link } from 'react-router'
import { OpenedPart } from '@/components/opened-part.tsx'
import { Button } from '@/components/ui/button.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { ErrorState } from '@/components/ui/error-state.tsx'
import { Skeleton } from '@/components/ui/skeleton.tsx'
import { ApiError } from '@/lib/api-client.ts'
import { loadAhead } from '@/lib/load-on-press.ts'
import { usePageTitle } from '@/lib/page-title.ts'
import { useFocusKeptInRows } from '@/lib/use-focus-kept-in-list.ts'
import { useOpenedOnPress } from '@/lib/use-opened-on-press.ts'
import { toast } from '@/lib/toast.ts'
import { useAddresses } from '../api/get-addresses.ts'
import { useUpdateAddress } from '../api/update-address.ts'
import { AddressCard, addressTitleId } from '../components/address-card.tsx'
import { DeleteAddressDialog } from '../components/delete-address-dialog.tsx'
import { loadAddressDialog } from '../index.ts'
import { useT } from '../i18n/index.ts'

// The form (react-hook-form, zod) loads on the first 'Add address' or 'Edit' (docs/decisions/0986).
const AddressDialog = lazy(loadAddressDialog)
const loadFormAhead = () => loadAhead(loadAddressDialog)

/** The address book at /profile/addresses (docs/decisions/0820). */
export function Component() {
  const { t } = useT()
  usePageTitle(t('title'))
  const addresses = useAddresses()
  const makeDefault = useUpdateAddress()
  const adding = useOpenedOnPress(loadAddressDialog)
  const editing = useOpenedOnPress(loadAddressDialog)
  // The address 'Edit' was pressed for; kept while the dialog closes, so it closes unchanged.
  const [edited, setEdited] = useState<Address>()
  const edit = (address: Address) => {
    setEdited(address)
    editing.open()
  }
  const [deleting, setDeleting] = useState<Address | null>(null)
  const count = addresses.data?.length ?? 0
  const full = count >= ADDRESSES_PER_USER_MAX
  // A deleted address leaves the list: focus goes to the next one, or to 'Add address'.
  const addButton = useRef<HTMLButtonElement>(null)
  const keepFocus = useFocusKeptInRows(addresses.data, addButton)

  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div className="grid gap-3">
        <Link
          to="/profile"
          className="text-muted-foreground hover:text-foreground inline-flex w-fit items-center gap-1 text-sm"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> {t('profile')}
        </Link>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
            <p className="text-muted-foreground text-sm">
              {t('intro', { max: ADDRESSES_PER_USER_MAX })}
            </p>
          </div>
          <Button ref={addButton} {...adding.trigger} disabled={full || addresses.isPending}>
            <Plus aria-hidden="true" /> {t('add')}
          </Button>
        </div>
        {full && <p className="text-muted-foreground text-sm">{t('full')}</p>}
      </div>

      {addresses.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
          <Skeleton className="h-44" />
          <Skeleton className="h-44" />
        </div>
      ) : addresses.isError ? (
        <ErrorState query={addresses} title={t('loadFailed')} />
      ) : count === 0 ? (
        <EmptyState
          icon={<MapPin className="size-6" aria-hidden="true" />}
          title={t('empty.title')}
          description={t('empty.description')}
        />
      ) : (
        // The cards' 'Edit': the form starts loading as the pointer or the focus comes near.
        <ul
          className="grid gap-4 sm:grid-cols-2"
          aria-label={t('list')}
          onPointerEnter={loadFormAhead}
          onFocus={loadFormAhead}
        >
          {addresses.data.map((address) => (
            <li
              key={address.id}
              {...keepFocus.row(address.id)}
              aria-labelledby={addressTitleId(address.id)}
              className="focus-visible:ring-ring/50 rounded-xl outline-none focus-visible:ring-[3px]"
            >
              <AddressCard
                address={address}
                onEdit={() => edit(address)}
                onDelete={() => setDeleting(address)}
                makingDefault={makeDefault.isPending}
                onMakeDefault={() =>
                  makeDefault.mutate(
                    { id: address.id, input: { isDefault: true } },
                    {
                      onSuccess: () => toast.success(t('defaultChanged')),
                      onError: (error) =>
                        toast.error(
                          error instanceof ApiError ? error.message : t('somethingWentWrong'),
                        ),
                    },
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}

      <OpenedPart part={adding}>
        <AddressDialog {...adding.props} />
      </OpenedPart>
      <OpenedPart part={editing}>
        <AddressDialog {...editing.props} address={edited} />
      </OpenedPart>
      <DeleteAddressDialog address={deleting} onClose={() => setDeleting(null)} />
    </div>
  )
}
