import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** A dashboard card's short list (recent orders, my stores), closed by a link to all of them. */
export function ShortList({
  all,
  children,
}: {
  all: { to: string; label: string }
  children: ReactNode
}) {
  return (
    <ul className="divide-y">
      {children}
      <li className="pt-3">
        <Link to={all.to} className="text-primary text-sm font-medium hover:underline">
          {all.label}
        </Link>
      </li>
    </ul>
  )
}
