import { useState } from 'react'

/** A dialog about one row of a list: open while a row is picked, closing it forgets the row. */
export function useRowDialog<T>() {
  const [row, setRow] = useState<T | null>(null)
  return {
    row,
    pick: setRow,
    props: { open: row !== null, onOpenChange: (open: boolean) => !open && setRow(null) },
  }
}
