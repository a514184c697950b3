import { ImageIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '@/lib/utils.ts'

/**
 * A product's small picture beside its name (so it says nothing to a screen reader): the image at
 * `src`, `size` pixels square, or a muted box with an icon (`placeholder`) when it has none.
 * `className` sizes the picture and the box alike.
 */
export function ProductThumbnail({
  src,
  size,
  className,
  placeholder = <ImageIcon className="size-5" aria-hidden="true" />,
}: {
  src: string | undefined
  size: number
  className: string
  placeholder?: ReactNode
}) {
  return src ? (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className={cn('bg-muted rounded-md object-cover', className)}
    />
  ) : (
    <span
      className={cn(
        'bg-muted text-muted-foreground flex items-center justify-center rounded-md',
        className,
      )}
    >
      {placeholder}
    </span>
  )
}
