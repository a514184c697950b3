import type { CartItem } from '@pasar/shared'

/** The line's name with its variant, for the labels of its controls: 'Kemeja (Merah / XL)'. */
export function lineName(line: CartItem): string {
  return line.variant ? `${line.name} (${line.variant.label})` : line.name
}
