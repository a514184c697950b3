import type { Address } from '@pasar/shared'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { ErrorState } from '@/components/ui/error-state.tsx'
import { useAddresses } from '@/features/addresses/index.ts'
import { dropFromCartSelection, itemCount, selectedItems, useCart } from '@/features/cart/index.ts'
import { usePayOrder } from '@/features/payments/index.ts'
import { ApiError } from '@/lib/api-client.ts'
import { itemsFromSearch, linesFromSearch } from '@/lib/checkout-path.ts'
import { usePageTitle } from '@/lib/page-title.ts'
import { queryKeys } from '@/lib/query-keys.ts'
import { toast } from '@/lib/toast.ts'
import { useCreateOrder } from '../api/create-order.ts'
import { useShippingRates } from '../api/get-shipping-rates.ts'
import { AddressSection } from '../components/address-section.tsx'
import { CheckoutSkeleton, NothingToCheckOut, OrderPlaced } from '../components/checkout-states.tsx'
import { CheckoutSummary } from '../components/checkout-summary.tsx'
import { CourierSelect } from '../components/courier-select.tsx'
import { PlatformVoucherField } from '../components/platform-voucher-field.tsx'
import { StoreVoucherPicker } from '../components/store-voucher-picker.tsx'
import { ShippingPlaceholder, StoreParcelCard } from '../components/store-parcel-card.tsx'
import { useCheckoutPricing } from '../hooks/use-checkout-pricing.ts'
import { useKeptPicks } from '../hooks/use-kept-picks.ts'
import { useStoreNames } from '../hooks/use-store-names.ts'
import {
  checkoutTotals,
  chosenOption,
  parcelsByStore,
  shippingChoices,
} from '../lib/checkout-lines.ts'
import { useT } from '../i18n/index.ts'
import { chooseAddress } from '../lib/choose-address.ts'

/**
 * /checkout?items=…: the cart's selection, where it goes, how each store ships it, and 'Pay now'
 * (docs/product.md#cart-and-checkout, docs/decisions/0880).
 */
export function Component() {
  const { t } = useT()
  usePageTitle(t('title'))
  const queryClient = useQueryClient()
  const [search] = useSearchParams()
  const wanted = useMemo(() => itemsFromSearch(search), [search])
  const cart = useCart()
  const only = useMemo(() => linesFromSearch(search), [search])
  // The lines ?lines= names, or (an address from before lines were named) every line of the
  // products ?items= names; those that can be checked out.
  const lines = useMemo(() => {
    const items = cart.data ?? []
    const named = items.filter(
      (line) => wanted.includes(line.productId) && (only.length === 0 || only.includes(line.id)),
    )
    return selectedItems(
      items,
      named.map((line) => line.id),
    )
  }, [cart.data, wanted, only])
  // The order is of these lines: two sizes of one product are two (ADR 1015).
  const cartItemIds = useMemo(() => lines.map((line) => line.id), [lines])

  const book = useAddresses()
  const [picked, setPicked] = useState<Address | null>(null)
  const address = chooseAddress(book.data, picked, book.isFetching)
  const rates = useShippingRates(address?.id ?? null, cartItemIds)
  const [picks, pick] = useKeptPicks(wanted)

  const parcels = parcelsByStore(lines, rates.data)
  const storeNames = useStoreNames(parcels, (book.isSuccess && !address) || rates.isError)
  const shipping = rates.isSuccess ? shippingChoices(parcels, picks) : null
  const pricing = useCheckoutPricing({
    addressId: address?.id ?? null,
    shipping,
    cartItemIds,
    storeIds: parcels.map((parcel) => parcel.storeId),
  })
  const { vouchers } = pricing
  const totals = pricing.totals(checkoutTotals(parcels, picks))
  const offered = pricing.quote.data?.stores

  const createOrder = useCreateOrder()
  const { pay, isPaying } = usePayOrder()
  const [placed, setPlaced] = useState<number | null>(null)

  const blocked = book.isPending
    ? t('blocked.loadingAddresses')
    : !address
      ? t('blocked.noAddress')
      : rates.isError
        ? t('blocked.quoteFailed')
        : rates.isFetching || !rates.isSuccess
          ? t('blocked.quoting')
          : !shipping
            ? t('blocked.notEveryStore')
            : pricing.blocked

  async function placeOrder() {
    // The body its quote priced, vouchers and all (docs/decisions/1016-vouchers.md).
    const body = pricing.body
    if (!body) return
    try {
      const order = await createOrder.mutateAsync(body)
      setPlaced(order.data.id)
      vouchers.reset()
      dropFromCartSelection(cartItemIds)
      await pay(order.data.id, order.token)
    } catch (error) {
      // Stock, a service no longer offered, an own store, a voucher run out meanwhile: say so and
      // quote again; the address and the picks stay (a voucher refused by the new quote goes, with
      // its reason).
      toast.error(error instanceof ApiError ? error.message : t('somethingWentWrong'))
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.shipping.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.checkout.all }),
      ])
    }
  }
  const busy = createOrder.isPending || isPaying

  const left = cart.isSuccess
    ? wanted.filter((id) => !lines.some((line) => line.productId === id)).length
    : 0

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
      <div className="mt-6">
        {placed !== null ? (
          <OrderPlaced orderId={placed} />
        ) : cart.isError ? (
          <ErrorState query={cart} title={t('cartLoadFailed')} />
        ) : cart.isPending ? (
          <CheckoutSkeleton />
        ) : lines.length === 0 ? (
          <NothingToCheckOut />
        ) : (
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="grid min-w-0 gap-4">
              <AddressSection book={book} address={address} onChoose={setPicked} />
              {left > 0 && (
                <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
                  {t('leftOut', { count: left })}{' '}
                  <Link to="/cart" className="font-medium underline underline-offset-4">
                    {t('reviewCart')}
                  </Link>
                </p>
              )}
              {rates.isError && (
                <ErrorState
                  query={rates}
                  title={t('quoteFailed')}
                  className="bg-card rounded-xl border py-6"
                />
              )}
              <section aria-label={t('byStore')} className="grid gap-4">
                {parcels.map((parcel) => {
                  const name = storeNames.get(parcel.storeId) ?? null
                  const chosen = chosenOption(parcel, picks)
                  const quoted = offered?.find((store) => store.storeId === parcel.storeId)
                  const code = vouchers.picks.stores.get(parcel.storeId) ?? null
                  return (
                    <StoreParcelCard
                      key={parcel.storeId}
                      parcel={parcel}
                      storeName={name}
                      shipping={
                        rates.isSuccess && parcel.options.length > 0 ? (
                          <CourierSelect
                            storeId={parcel.storeId}
                            storeName={name}
                            options={parcel.options}
                            chosen={chosen}
                            disabled={busy}
                            onChoose={(key) => pick(parcel.storeId, key)}
                          />
                        ) : (
                          <ShippingPlaceholder
                            state={
                              // While the address book loads, the place of the quotes is kept.
                              book.isPending
                                ? 'loading'
                                : !address
                                  ? 'no-address'
                                  : rates.isError || rates.isSuccess
                                    ? 'failed'
                                    : 'loading'
                            }
                          />
                        )
                      }
                      voucher={
                        <StoreVoucherPicker
                          storeId={parcel.storeId}
                          storeName={name}
                          offers={quoted?.offers ?? []}
                          chosen={code}
                          discount={
                            pricing.fresh && quoted?.voucher?.code === code
                              ? quoted.discount.store
                              : null
                          }
                          refusal={vouchers.refusals.get(parcel.storeId) ?? null}
                          disabled={busy}
                          onChoose={(next) => vouchers.chooseStore(parcel.storeId, next)}
                        />
                      }
                    />
                  )
                })}
              </section>
            </div>
            <CheckoutSummary
              totals={totals}
              count={itemCount(lines)}
              updating={pricing.updating}
              voucher={
                pricing.quote.isSuccess || vouchers.picks.platform !== null ? (
                  <PlatformVoucherField
                    applied={vouchers.picks.platform}
                    discount={pricing.fresh ? totals.platformDiscount : null}
                    checking={vouchers.picks.platform !== null && !pricing.fresh}
                    refusal={vouchers.refusals.get('platform') ?? null}
                    disabled={busy}
                    onApply={vouchers.choosePlatform}
                  />
                ) : null
              }
              blocked={blocked}
              paying={busy}
              onPay={() => void placeOrder()}
            />
          </div>
        )}
      </div>
    </div>
  )
}
