import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar.tsx'
import { cn } from '@/lib/utils.ts'
import defaultAvatar from '../assets/default-avatar.svg'

/**
 * docs/product.md#layout: first letters of the first two words of the name, or the first letter of
 * one word.
 */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
}

/** The user's picture, or a default placeholder image; initials while an image loads or fails. */
export function UserAvatar({
  name,
  picture,
  className,
}: {
  name: string
  picture: string | null | undefined
  className?: string
}) {
  return (
    <Avatar className={cn('size-9', className)}>
      <AvatarImage src={picture || defaultAvatar} alt="" referrerPolicy="no-referrer" />
      <AvatarFallback className="bg-primary text-primary-foreground">
        {initialsOf(name)}
      </AvatarFallback>
    </Avatar>
  )
}
