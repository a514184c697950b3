import type { ComponentProps } from 'react'
import { NavLink } from 'react-router'
import { cn } from '@/lib/utils.ts'

/** A tab strip of links (each tab is a route), styled like a segmented control. */
export function LinkTabs({ className, ...props }: ComponentProps<'nav'>) {
  return (
    <nav
      className={cn(
        'bg-muted text-muted-foreground inline-flex h-10 w-fit items-center justify-center rounded-lg p-1',
        className,
      )}
      {...props}
    />
  )
}

export function LinkTab({ className, ...props }: ComponentProps<typeof NavLink>) {
  return (
    <NavLink
      className={({ isActive }) =>
        cn(
          'focus-visible:ring-ring/50 inline-flex h-full items-center justify-center rounded-md px-4 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px]',
          isActive ? 'bg-background text-foreground shadow-sm' : 'hover:text-foreground',
          typeof className === 'string' ? className : undefined,
        )
      }
      {...props}
    />
  )
}
