import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client.ts'
import { queryClient } from '@/lib/query-client.ts'
import { toast } from '@/lib/toast.ts'
import { expireSession } from './session-expiry.ts'

vi.mock('@/lib/toast.ts', () => ({ toast: { error: vi.fn() } }))

afterEach(() => {
  queryClient.clear()
  vi.mocked(toast.error).mockClear()
})

describe('an expired session', () => {
  it('says so and drops the signed-in answers, keeping the config', async () => {
    queryClient.setQueryData(['carts'], { data: { cartItems: [] } })
    queryClient.setQueryData(['config'], { data: {} })
    await expireSession()
    expect(toast.error).toHaveBeenCalledWith(
      'Your session has expired. Please sign in again.',
      expect.objectContaining({ id: 'session-expired' }),
    )
    expect(queryClient.getQueryData(['carts'])).toBeUndefined()
    expect(queryClient.getQueryData(['config'])).toBeDefined()
  })

  it('says why when the account was suspended, leaving the page where it is', async () => {
    const message = 'This account is suspended: Spam. Contact support at support@pasar.id.'
    await expireSession(new ApiError(403, message))
    expect(toast.error).toHaveBeenCalledWith(message, expect.anything())
  })
})
