import { imageSrcSet } from '@pasar/shared'
import { ImageIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils.ts'

/**
 * A square product picture: responsive widths through srcset, intrinsic size set so the layout
 * never shifts, lazy unless `priority`. Without a URL, a neutral placeholder.
 */
export function ProductImage({
  src,
  alt,
  sizes,
  priority = false,
  className,
  ...props
}: Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'loading'> & {
  src: string | undefined
  alt: string
  sizes: string
  priority?: boolean
}) {
  if (!src) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={cn(
          'bg-muted text-muted-foreground flex aspect-square items-center justify-center',
          className,
        )}
      >
        <ImageIcon className="size-10 opacity-40" aria-hidden="true" />
      </div>
    )
  }
  return (
    <img
      src={src}
      srcSet={imageSrcSet(src)}
      sizes={sizes}
      alt={alt}
      width={1024}
      height={1024}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={cn('bg-muted aspect-square object-cover', className)}
      {...props}
    />
  )
}
