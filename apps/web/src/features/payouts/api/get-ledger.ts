import { TABLE_PAGE_SIZE, type LedgerPage } from '@pasar/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

/** GET /api/v1/stores/{slug}/ledger: one page of entries, newest first. */
export function getLedger(slug: string, page: number, signal?: AbortSignal): Promise<LedgerPage> {
  return api(`/api/v1/stores/${encodeURIComponent(slug)}/ledger`, {
    query: { page, limit: TABLE_PAGE_SIZE },
    signal,
  })
}

export function useLedger(slug: string, page: number) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.payouts.ledger(slug, page),
      queryFn: ({ signal }) => getLedger(slug, page, signal),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  )
}

/** GET /api/v1/stores/{slug}/ledger.csv: the whole ledger, saved as a file. */
export async function downloadLedgerCsv(slug: string) {
  const text = await api<string>(`/api/v1/stores/${encodeURIComponent(slug)}/ledger.csv`, {
    as: 'text',
    timeoutMs: 30_000,
  })
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = `ledger-${slug}.csv`
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1_000)
}
