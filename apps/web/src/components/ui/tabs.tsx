import type { ComponentProps } from 'react'
import { NavLink } from 'react-router'
import { cn } from '@/lib/utils.ts'

/**
 * A tab strip of links (each tab is a route), styled like a segmented control. Tabs never shrink
 * below their label: when they outgrow the width (five tabs on a phone, in Indonesian) they wrap
 * onto a second row, each row filled, so every tab is seen whole without scrolling.
 */
export function LinkTabs({ className, ...props }: ComponentProps<'nav'>) {
  return (
    <nav
      className={cn(
        'bg-muted text-muted-foreground flex w-fit max-w-full flex-wrap items-center gap-1 rounded-lg p-1',
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
          'focus-visible:ring-ring/50 inline-flex h-8 flex-auto items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] sm:px-4',
          isActive ? 'bg-background text-foreground shadow-sm' : 'hover:text-foreground',
          typeof className === 'string' ? className : undefined,
        )
      }
      {...props}
    />
  )
}
