import type { ComponentProps } from 'react'

/**
 * The shape of a part while it loads (its skeletons), marked busy and named `label` for a screen
 * reader. Other props go to the box.
 */
export function Busy({ label, ...props }: ComponentProps<'div'> & { label?: string }) {
  return <div aria-busy="true" aria-label={label} {...props} />
}
