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
