import { Star } from 'lucide-react'
import { useState, type Ref } from 'react'
import { cn } from '@/lib/utils.ts'
import { t as tReviews, useT } from '../i18n/index.ts'

const RATING_KEYS = ['rating.1', 'rating.2', 'rating.3', 'rating.4', 'rating.5'] as const

/** The word for a number of stars ('Good' for 4), in the language shown; '' for none. */
export function ratingWord(rating: number, t = tReviews): string {
  const key = RATING_KEYS[rating - 1]
  return key ? t(key) : ''
}

/**
 * Five clickable stars as a radio group: arrow keys move the choice, each star is a radio with
 * its name ('4 stars'), so a keyboard and a screen reader choose as a mouse does.
 */
export function StarInput({
  ref,
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
}: {
  /** The star a form focuses when the rating is refused: the one chosen, else the first. */
  ref?: Ref<HTMLInputElement>
  value: number
  onChange: (rating: number) => void
  labelledBy: string
  describedBy?: string
  invalid?: boolean
}) {
  const { t } = useT()
  const [hover, setHover] = useState(0)
  const shown = hover || value
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div
        role="radiogroup"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className="flex items-center gap-1"
        onMouseLeave={() => setHover(0)}
      >
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="has-focus-visible:ring-ring/50 cursor-pointer rounded-md p-0.5 has-focus-visible:ring-[3px]"
            onMouseEnter={() => setHover(n)}
          >
            <input
              ref={n === (value || 1) ? ref : undefined}
              type="radio"
              name="rating"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              aria-label={t('starInput.star', { count: n })}
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-9 transition-colors sm:size-8',
                n <= shown
                  ? 'fill-amber-400 text-amber-400'
                  : 'fill-muted text-muted-foreground/50',
              )}
            />
          </label>
        ))}
      </div>
      <span className="text-muted-foreground min-w-20 text-sm font-medium" aria-live="polite">
        {ratingWord(shown, t)}
      </span>
    </div>
  )
}
