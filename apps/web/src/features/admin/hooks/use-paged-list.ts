import { useState } from 'react'

/** A console list's filter (search text, status) and page: a new filter starts again at page 1. */
export function usePagedList<F>(initial: F) {
  const [filter, setFilter] = useState(initial)
  const [page, setPage] = useState(1)
  function filterBy(next: F) {
    setFilter(next)
    setPage(1)
  }
  return { filter, filterBy, page, setPage }
}
