import type { ReactNode } from 'react'
import { LazyPart } from '@/components/lazy-part.tsx'
import type { pressToOpen } from '@/lib/load-on-press.ts'
import { useOpenedOnPress } from '@/lib/use-opened-on-press.ts'

/** What a press on a menu's button needs before its menu is here. */
export type MenuPress = ReturnType<typeof pressToOpen>

/**
 * A table row's menu whose code (Radix's menu with its positioning, a confirmation) loads on the
 * first press of its button (docs/decisions/0986). Until then `button` draws the button alone;
 * the pointer over it or the focus on it starts the load, the press waits for it (or says it
 * could not come, 0983), and then `menu` is drawn in its place. The menu draws the same button
 * (`button()`) as its trigger and opens as it mounts.
 */
export function MenuOnPress({
  load,
  button,
  menu,
}: {
  load: () => Promise<unknown>
  button: (press?: MenuPress) => ReactNode
  menu: ReactNode
}) {
  // Only its first opening is this component's; from then on the menu opens and closes itself.
  const pressed = useOpenedOnPress(load)
  if (!pressed.mounted) return button(pressed.trigger)
  return <LazyPart fallback={button()}>{menu}</LazyPart>
}
