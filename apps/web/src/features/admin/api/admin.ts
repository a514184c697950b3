import type {
  AdminCategory,
  AdminOrder,
  AdminOrderDetail,
  AdminPayout,
  AdminProduct,
  AdminRefund,
  AdminStore,
  AdminUser,
  AuditEntry,
  CategoryIcon,
  Figures,
  Pagination,
  PayoutStatus,
} from '@pasar/shared'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

// The operator console's calls (docs/product.md#operator-console). Every list is paged like the
// others; every action invalidates the console's queries (and the catalogue's, for hiding).

export interface Page<T> {
  data: T[]
  pagination: Pagination
}

export type { AdminPayout }

const ADMIN = ['admin'] as const
const PAGE_SIZE = 10

export function useFigures(days: number) {
  return useQuery({
    queryKey: [...ADMIN, 'figures', days],
    queryFn: ({ signal }) =>
      api<{ data: Figures }>('/api/v1/admin/figures', { query: { days }, signal }),
  })
}

function usePaged<T>(name: string, path: string, query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...ADMIN, name, query],
    queryFn: ({ signal }) => api<Page<T>>(path, { query: { limit: PAGE_SIZE, ...query }, signal }),
    placeholderData: keepPreviousData,
  })
}

export const useAdminUsers = (q: string, page: number) =>
  usePaged<AdminUser>('users', '/api/v1/admin/users', { ...(q ? { q } : {}), page })
export const useAdminStores = (q: string, page: number) =>
  usePaged<AdminStore>('stores', '/api/v1/admin/stores', { ...(q ? { q } : {}), page })
export const useAdminProducts = (q: string, page: number) =>
  usePaged<AdminProduct>('products', '/api/v1/admin/products', { ...(q ? { q } : {}), page })
export const useAdminRefunds = (status: 'FAILED' | 'SETTLED', page: number) =>
  usePaged<AdminRefund>('refunds', '/api/v1/admin/refunds', { status, page })
export const useAdminPayouts = (status: PayoutStatus | undefined, page: number) =>
  usePaged<AdminPayout>('payouts', '/api/v1/admin/payouts', {
    ...(status ? { status } : {}),
    page,
  })
export const useAdminOrders = (q: string, page: number) =>
  usePaged<AdminOrder>('orders', '/api/v1/admin/orders', { ...(q ? { q } : {}), page })

/** One order as the operator looks it up; asked for only while `id` is set. */
export function useAdminOrder(id: number | null) {
  return useQuery({
    queryKey: [...ADMIN, 'order', id],
    queryFn: ({ signal }) =>
      api<{ data: AdminOrderDetail }>(`/api/v1/admin/orders/${id}`, { signal }),
    enabled: id !== null,
  })
}
export const useAudit = (page: number) =>
  usePaged<AuditEntry>('audit', '/api/v1/admin/audit', { page })

export function useAdminCategories() {
  return useQuery({
    queryKey: [...ADMIN, 'categories'],
    queryFn: ({ signal }) => api<{ data: AdminCategory[] }>('/api/v1/admin/categories', { signal }),
  })
}

/** A console action: on success, everything the console and the shop show is read again. */
function useAdminAction<TInput>(call: (input: TInput) => Promise<unknown>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ADMIN }),
        client.invalidateQueries({ queryKey: queryKeys.categories.all }),
        client.invalidateQueries({ queryKey: queryKeys.products.all }),
      ])
    },
  })
}

const post = (path: string, body?: object) =>
  api(path, { method: 'POST', ...(body ? { body } : {}) })

export const useSuspendUser = () =>
  useAdminAction(({ id, reason }: { id: number; reason: string }) =>
    post(`/api/v1/admin/users/${id}/suspend`, { reason }),
  )
export const useUnsuspendUser = () =>
  useAdminAction(({ id }: { id: number }) => post(`/api/v1/admin/users/${id}/unsuspend`))
export const useHideStore = () =>
  useAdminAction(({ slug, reason }: { slug: string; reason: string | null }) =>
    reason === null
      ? post(`/api/v1/admin/stores/${encodeURIComponent(slug)}/unhide`)
      : post(`/api/v1/admin/stores/${encodeURIComponent(slug)}/hide`, { reason }),
  )
export const useHideProduct = () =>
  useAdminAction(({ uuid, reason }: { uuid: string; reason: string | null }) =>
    reason === null
      ? post(`/api/v1/admin/products/${uuid}/unhide`)
      : post(`/api/v1/admin/products/${uuid}/hide`, { reason }),
  )
export const useAddCategory = () =>
  useAdminAction((input: { name: string; nameId: string; icon: CategoryIcon }) =>
    post('/api/v1/admin/categories', input),
  )
export const useUpdateCategory = () =>
  useAdminAction(
    ({ id, ...body }: { id: number; name?: string; nameId?: string; icon?: CategoryIcon }) =>
      api(`/api/v1/admin/categories/${id}`, { method: 'PATCH', body }),
  )
export const useReorderCategories = () =>
  useAdminAction((ids: number[]) =>
    api('/api/v1/admin/categories/order', { method: 'PUT', body: { ids } }),
  )
export const useSettleRefund = () =>
  useAdminAction(({ id, note }: { id: number; note: string }) =>
    post(`/api/v1/admin/refunds/${id}/settle`, { note }),
  )
export const useApprovePayout = () =>
  useAdminAction(({ id }: { id: number }) => post(`/api/v1/admin/payouts/${id}/approve`))
export const useRejectPayout = () =>
  useAdminAction(({ id, reason }: { id: number; reason: string }) =>
    post(`/api/v1/admin/payouts/${id}/reject`, { reason }),
  )
