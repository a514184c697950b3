import { useState } from 'react'

/**
 * Previous/Next paging of `rows` in the browser. It goes back to the first page when any of
 * `resetOn` changes (new data, another filter), as the tables did with TanStack Table
 * (docs/decisions/0947-tables-without-tanstack-table.md).
 */
export function useDataTablePages<R>(
  rows: readonly R[],
  size: number,
  resetOn: readonly unknown[],
) {
  const [at, setAt] = useState({ resetOn, index: 0 })
  const index = sameValues(at.resetOn, resetOn) ? at.index : 0
  const count = Math.ceil(rows.length / size)
  return {
    rows: rows.slice(index * size, (index + 1) * size),
    /** From 0. */
    index,
    count,
    canPrevious: index > 0,
    canNext: index < count - 1,
    previous: () => setAt({ resetOn, index: Math.max(0, index - 1) }),
    next: () => setAt({ resetOn, index: index + 1 }),
  }
}

const sameValues = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]))
