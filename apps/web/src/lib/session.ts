import { PERSIST_KEY, PERSIST_VERSION, type CartItem, type User } from '@pasar/shared'
import { useSyncExternalStore } from 'react'

/** SPEC §3 auth state. The refresh token is never kept here (DESIGN §5.8): it lives in a cookie. */
export interface AuthState {
  data: User | null
  token: { accessToken: string } | null
  isLoading: boolean
  isError: boolean
  isSuccess: boolean
  error: string | null
}

/** SPEC §3 cart state: the server's cart items. */
export interface CartState {
  data: CartItem[]
  isLoading: boolean
  isError: boolean
  isSuccess: boolean
}

export interface SessionState {
  auth: AuthState
  cart: CartState
}

const initialAuth: AuthState = {
  data: null,
  token: null,
  isLoading: false,
  isError: false,
  isSuccess: false,
  error: null,
}
const initialCart: CartState = { data: [], isLoading: false, isError: false, isSuccess: false }

interface Persisted {
  version: number
  auth: Pick<AuthState, 'data' | 'token'>
  cart: Pick<CartState, 'data'>
}

function load(): SessionState {
  try {
    const raw = globalThis.localStorage?.getItem(PERSIST_KEY)
    if (!raw) return { auth: initialAuth, cart: initialCart }
    const saved = JSON.parse(raw) as Persisted
    if (saved.version !== PERSIST_VERSION) return { auth: initialAuth, cart: initialCart }
    return {
      auth: { ...initialAuth, data: saved.auth?.data ?? null, token: saved.auth?.token ?? null },
      cart: { ...initialCart, data: Array.isArray(saved.cart?.data) ? saved.cart.data : [] },
    }
  } catch {
    return { auth: initialAuth, cart: initialCart }
  }
}

let state: SessionState = load()
const listeners = new Set<() => void>()

function persist() {
  const saved: Persisted = {
    version: PERSIST_VERSION,
    auth: { data: state.auth.data, token: state.auth.token },
    cart: { data: state.cart.data },
  }
  try {
    globalThis.localStorage?.setItem(PERSIST_KEY, JSON.stringify(saved))
  } catch {
    // Storage full or disabled: the session still works for this tab.
  }
}

function update(next: Partial<SessionState>) {
  state = { ...state, ...next }
  persist()
  for (const listener of listeners) listener()
}

// Another tab signed in or out: follow it.
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key !== PERSIST_KEY) return
  state = load()
  for (const listener of listeners) listener()
})

export const session = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  setAuth(token: { accessToken: string }, user: User) {
    update({ auth: { ...initialAuth, data: user, token, isSuccess: true } })
  },
  setAccessToken(accessToken: string) {
    update({ auth: { ...state.auth, token: { accessToken }, isSuccess: true } })
  },
  setUser(user: User) {
    update({ auth: { ...state.auth, data: user, isSuccess: true, isError: false, error: null } })
  },
  setAuthStatus(status: Partial<Pick<AuthState, 'isLoading' | 'isError' | 'isSuccess' | 'error'>>) {
    update({ auth: { ...state.auth, ...status } })
  },
  resetAuth() {
    update({ auth: initialAuth })
  },
  setCartItems(items: CartItem[]) {
    update({ cart: { ...initialCart, data: items, isSuccess: true } })
  },
  setCartStatus(status: Partial<Pick<CartState, 'isLoading' | 'isError' | 'isSuccess'>>) {
    update({ cart: { ...state.cart, ...status } })
  },
  resetCart() {
    update({ cart: initialCart })
  },
}

export function useSession<T>(select: (state: SessionState) => T): T {
  return useSyncExternalStore(
    session.subscribe,
    () => select(state),
    () => select(state),
  )
}

/** SPEC §2: the user counts as signed in when the stored auth data has an email. */
export function isSignedIn(s: SessionState = state): boolean {
  return Boolean(s.auth.data?.email)
}

export function useIsSignedIn(): boolean {
  return useSession(isSignedIn)
}
