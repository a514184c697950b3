/** Counts read the Indonesian way in both languages, as rupiah do: 1.234 (docs/product.md#money). */
export function formatNumber(value: number): string {
  return value.toLocaleString('id-ID')
}
