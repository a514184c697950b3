import { Star } from 'lucide-react'
import { cn } from '@/lib/utils.ts'
import { useT } from '../i18n/index.ts'

/** A read-only row of five stars, filled up to `rating` (halves round to the nearest star). */
export function Stars({
  rating,
  className,
  size = 'size-4',
}: {
  rating: number
  className?: string
  size?: string
}) {
  const { t } = useT()
  const filled = Math.round(rating)
  return (
    <span
      role="img"
      aria-label={t('stars.label', {
        rating: Number.isInteger(rating) ? rating : rating.toFixed(1),
      })}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(
            size,
            n <= filled ? 'fill-amber-400 text-amber-400' : 'fill-muted text-muted-foreground/40',
          )}
        />
      ))}
    </span>
  )
}
