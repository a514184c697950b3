import type { ReactNode } from 'react'

/** Title, description and an optional action, as every dashboard screen opens. */
export function PageHeading({
  title,
  description,
  action,
  level = 1,
  id,
}: {
  id?: string
  title: string
  description: string
  action?: ReactNode
  level?: 1 | 2
}) {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="grid gap-1">
        <Heading
          id={id}
          className={level === 1 ? 'text-3xl font-bold tracking-tight' : 'text-2xl font-semibold'}
        >
          {title}
        </Heading>
        <p className="text-muted-foreground">{description}</p>
      </div>
      {action}
    </div>
  )
}
