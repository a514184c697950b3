import { Skeleton } from './skeleton.tsx'

/** A list still loading: `count` placeholder rows drawn as `rowClassName`, the whole marked busy. */
export function SkeletonList({
  count,
  rowClassName,
  className = 'grid gap-2',
}: {
  count: number
  rowClassName: string
  className?: string
}) {
  return (
    <div className={className} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={rowClassName} />
      ))}
    </div>
  )
}

/** Placeholder lines of text in a box styled by `className`: one bar per class (its size) in `lines`. */
export function SkeletonLines({ lines, className }: { lines: string[]; className: string }) {
  return (
    <div className={className}>
      {lines.map((line, i) => (
        <Skeleton key={i} className={line} />
      ))}
    </div>
  )
}
