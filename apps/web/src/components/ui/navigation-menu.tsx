import { MENU_DELAY_MS, MENU_SKIP_DELAY_MS } from '@pasar/shared'
import { ChevronDownIcon } from 'lucide-react'
import { NavigationMenu as NavigationMenuPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils.ts'

/**
 * Menu timings (docs/product.md#layout): open after 200 ms, 300 ms to move to another trigger
 * without a new delay; Radix closes 150 ms after the pointer leaves (its built-in close timer).
 */
export function NavigationMenu({
  className,
  children,
  delayDuration = MENU_DELAY_MS,
  skipDelayDuration = MENU_SKIP_DELAY_MS,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Root>) {
  return (
    <NavigationMenuPrimitive.Root
      delayDuration={delayDuration}
      skipDelayDuration={skipDelayDuration}
      className={cn('relative z-10 flex max-w-max flex-1 items-center justify-center', className)}
      {...props}
    >
      {children}
      <div className="absolute top-full left-0 flex justify-center">
        <NavigationMenuPrimitive.Viewport className="bg-popover text-popover-foreground data-[state=open]:animate-pop-in relative mt-2 h-(--radix-navigation-menu-viewport-height) w-full origin-top-left overflow-hidden rounded-xl border shadow-lg md:w-(--radix-navigation-menu-viewport-width)" />
      </div>
    </NavigationMenuPrimitive.Root>
  )
}

export function NavigationMenuList({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.List>) {
  return (
    <NavigationMenuPrimitive.List
      className={cn('flex flex-1 list-none items-center justify-center gap-1', className)}
      {...props}
    />
  )
}

export const NavigationMenuItem = NavigationMenuPrimitive.Item

export function NavigationMenuTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Trigger>) {
  return (
    <NavigationMenuPrimitive.Trigger
      className={cn(
        'group hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring/50 data-[state=open]:bg-accent/70 inline-flex h-9 items-center justify-center gap-1 rounded-md px-3 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px]',
        className,
      )}
      {...props}
    >
      {children}
      <ChevronDownIcon
        className="text-muted-foreground size-3.5 transition-transform duration-200 group-data-[state=open]:rotate-180"
        aria-hidden="true"
      />
    </NavigationMenuPrimitive.Trigger>
  )
}

export function NavigationMenuContent({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Content>) {
  return (
    <NavigationMenuPrimitive.Content
      className={cn('top-0 left-0 w-full p-3 md:absolute md:w-auto', className)}
      {...props}
    />
  )
}

export function NavigationMenuLink({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Link>) {
  return (
    <NavigationMenuPrimitive.Link
      className={cn(
        'hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring/50 block rounded-lg p-3 text-sm transition-colors outline-none focus-visible:ring-[3px]',
        className,
      )}
      {...props}
    />
  )
}
