import type { ReactNode } from 'react'
import { LazyPart } from './lazy-part.tsx'

/**
 * The part a `useOpenedOnPress` opens (a dialog, a drawer), drawn from its first opening on: its
 * code is here by then, and staying mounted keeps its closing animation.
 */
export function OpenedPart({
  part,
  children,
}: {
  part: { mounted: boolean }
  children: ReactNode
}) {
  return part.mounted ? <LazyPart>{children}</LazyPart> : null
}
