import type { Address } from '@pasar/shared'

/**
 * Where the order goes: the address the buyer picked (or just added) while the book still has it,
 * otherwise the default, otherwise the first. An address just added counts until the refreshed
 * book arrives with it.
 */
export function chooseAddress(
  book: readonly Address[] | undefined,
  picked: Address | null,
  refreshing: boolean,
): Address | null {
  if (!book) return null
  if (picked) {
    const current = book.find((address) => address.id === picked.id)
    if (current) return current
    if (refreshing) return picked
  }
  return book.find((address) => address.isDefault) ?? book[0] ?? null
}
