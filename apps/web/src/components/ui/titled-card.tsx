import type { ReactNode } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card.tsx'

/**
 * A card with a title and a line saying what it is for, above its content: the profile's and the
 * dashboard's sections, a store's settings, editing a product.
 */
export function TitledCard({
  title,
  description,
  className,
  contentClassName,
  children,
}: {
  title: ReactNode
  description: ReactNode
  className?: string
  contentClassName?: string
  children: ReactNode
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  )
}
