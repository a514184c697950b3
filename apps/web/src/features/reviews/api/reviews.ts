import type { ProductReviewPage, Review, StoreReview, StoreReviewPage } from '@pasar/shared'
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

const UPLOAD_TIMEOUT_MS = 60_000

/** Which of a product's reviews to show: all, one number of stars, or those with photos. */
export type ReviewFilter = { rating?: number; withPhotos?: boolean }

export const reviewKeys = {
  all: ['reviews'] as const,
  product: (uuid: string) => ['reviews', 'product', uuid] as const,
  productPage: (uuid: string, filter: ReviewFilter, limit: number) =>
    ['reviews', 'product', uuid, filter, limit] as const,
  store: (slug: string) => ['reviews', 'store', slug] as const,
}

/** GET /api/v1/products/{uuid}/reviews */
export function productReviewsQuery(uuid: string, filter: ReviewFilter, limit: number) {
  return queryOptions({
    queryKey: reviewKeys.productPage(uuid, filter, limit),
    queryFn: ({ signal }) =>
      api<ProductReviewPage>(`/api/v1/products/${encodeURIComponent(uuid)}/reviews`, {
        signal,
        query: { limit, rating: filter.rating, withPhotos: filter.withPhotos },
      }),
    placeholderData: keepPreviousData,
  })
}

export function useProductReviews(uuid: string, filter: ReviewFilter, limit: number) {
  return useQuery(productReviewsQuery(uuid, filter, limit))
}

export interface CreateReviewRequest {
  orderItemId: number
  rating: number
  comment: string
  images: File[]
}

/** POST /api/v1/reviews (multipart). */
export function createReview(input: CreateReviewRequest): Promise<{ data: Review }> {
  const body = new FormData()
  body.append('orderItemId', String(input.orderItemId))
  body.append('rating', String(input.rating))
  if (input.comment.trim()) body.append('comment', input.comment)
  for (const image of input.images) body.append('images', image, image.name)
  return api('/api/v1/reviews', { method: 'POST', body, timeoutMs: UPLOAD_TIMEOUT_MS })
}

export function useCreateReview(orderId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createReview,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.detail(orderId) }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
      ])
    },
  })
}

/** GET /api/v1/stores/{slug}/reviews (owner only), unreplied first. */
export function useStoreReviews(slug: string, page: number) {
  return useQuery({
    queryKey: [...reviewKeys.store(slug), page],
    queryFn: ({ signal }) =>
      api<StoreReviewPage>(`/api/v1/stores/${encodeURIComponent(slug)}/reviews`, {
        signal,
        query: { page },
      }),
    placeholderData: keepPreviousData,
  })
}

/** POST /api/v1/stores/{slug}/reviews/{id}/reply */
export function useReplyToReview(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) =>
      api<{ data: StoreReview }>(`/api/v1/stores/${encodeURIComponent(slug)}/reviews/${id}/reply`, {
        method: 'POST',
        body: { text },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: reviewKeys.all })
    },
  })
}
