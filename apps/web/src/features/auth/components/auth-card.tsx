import type { ComponentProps, ReactNode } from 'react'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
} from '@/components/ui/card.tsx'
import { SubmitButton } from '@/components/ui/submit-button.tsx'

/** The card every auth screen sits in, titled with the page's h1. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string
  description?: ReactNode
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <Card className="gap-5 shadow-sm">
      <CardHeader className="gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
      {footer ? (
        <CardFooter className="text-muted-foreground flex-wrap justify-center gap-x-4 gap-y-2 text-sm">
          {footer}
        </CardFooter>
      ) : null}
    </Card>
  )
}

/** The submit button of the form on an auth card, as wide as the card. */
export function AuthSubmitButton(props: Omit<ComponentProps<typeof SubmitButton>, 'className'>) {
  return <SubmitButton className="w-full" {...props} />
}
