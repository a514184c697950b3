/** Widths every uploaded image is stored at; the product API returns the largest. */
export const IMAGE_WIDTHS = [320, 640, 1024] as const

const variant = /\/(\d+)\.webp$/

/** A srcset for an uploaded image URL ('…/1024.webp'); undefined for other URLs. */
export function imageSrcSet(url: string): string | undefined {
  if (!variant.test(url)) return undefined
  return IMAGE_WIDTHS.map((width) => `${url.replace(variant, `/${width}.webp`)} ${width}w`).join(
    ', ',
  )
}

/** `sizes` of a listing card's picture: the grid has 2, then 3, then 4 columns. */
export const PRODUCT_CARD_SIZES = '(min-width: 1024px) 300px, (min-width: 768px) 33vw, 50vw'

/** `sizes` of the product page's pictures. */
export const PRODUCT_PICTURE_SIZES = '(min-width: 1024px) 600px, 100vw'

/**
 * The listing's first row of cards, by the screens each is in that row on: 2 columns on phones,
 * 3 from 768 px, 4 from 1024 px (the grid's breakpoints). Their pictures are preloaded.
 */
export const FIRST_ROW_CARDS: readonly (string | undefined)[] = [
  undefined,
  undefined,
  '(min-width: 768px)',
  '(min-width: 1024px)',
]
