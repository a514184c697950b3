import { useQueries } from '@tanstack/react-query'
import { productQuery } from '@/features/catalog/index.ts'
import type { StoreParcel } from '../lib/checkout-lines.ts'

/**
 * Each store's name: from the shipping quote, or, when there is none to wait for (no address yet,
 * or the quote failed: `fromProducts`), from the product page of the store's first line.
 */
export function useStoreNames(
  parcels: readonly StoreParcel[],
  fromProducts: boolean,
): Map<number, string | null> {
  const products = useQueries({
    queries: parcels.map((parcel) => ({
      ...productQuery(parcel.items[0]?.uuid ?? ''),
      enabled: fromProducts && parcel.store === null && parcel.items.length > 0,
    })),
  })
  return new Map(
    parcels.map((parcel, index) => [
      parcel.storeId,
      parcel.store?.name ?? products[index]?.data?.store.name ?? null,
    ]),
  )
}
