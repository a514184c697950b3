import { PERSIST_KEY, PERSIST_VERSION, type User } from '@pasar/shared'
import { useSyncExternalStore } from 'react'

/**
 * The one home of who is signed in: the user and the access token, kept in localStorage under
 * `root`, version 1, so a reload stays signed in. The refresh token is never here: it lives in an
 * httpOnly cookie. Server data (the cart, a fresh profile) lives in the query cache, not here
 * (docs/decisions/0522-one-session-store.md).
 */
export interface Session {
  user: User | null
  accessToken: string | null
}

/** The stored shape; older entries may also hold a `cart` block, which is ignored. */
interface Persisted {
  version: number
  auth: { data: User | null; token: { accessToken: string } | null }
}

const signedOut: Session = { user: null, accessToken: null }

function load(): Session {
  try {
    const raw = globalThis.localStorage?.getItem(PERSIST_KEY)
    if (!raw) return signedOut
    const saved = JSON.parse(raw) as Partial<Persisted>
    if (saved.version !== PERSIST_VERSION) return signedOut
    return {
      user: saved.auth?.data ?? null,
      accessToken: saved.auth?.token?.accessToken ?? null,
    }
  } catch {
    return signedOut
  }
}

function save(next: Session) {
  const saved: Persisted = {
    version: PERSIST_VERSION,
    auth: {
      data: next.user,
      token: next.accessToken ? { accessToken: next.accessToken } : null,
    },
  }
  try {
    globalThis.localStorage?.setItem(PERSIST_KEY, JSON.stringify(saved))
  } catch {
    // Storage full or disabled: the session still works for this tab.
  }
}

let state: Session = load()
const listeners = new Set<() => void>()

function notify() {
  for (const listener of listeners) listener()
}

function update(next: Session) {
  state = next
  save(next)
  notify()
}

// Another tab signed in or out: follow it.
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key !== PERSIST_KEY) return
  state = load()
  notify()
})

export const session = {
  get: (): Session => state,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  /** After a sign-in (email or Google): who and with which access token. */
  signIn(accessToken: string, user: User) {
    update({ user, accessToken })
  },
  /** A refresh rotated the access token. */
  setAccessToken(accessToken: string) {
    update({ ...state, accessToken })
  },
  /** A fresh copy of the profile (GET /me, PATCH /me, a new picture). */
  setUser(user: User) {
    if (!state.accessToken) return
    update({ ...state, user })
  },
  /** Sign-out or an expired session. */
  clear() {
    update(signedOut)
  },
}

/** The user counts as signed in when the stored user has an email. */
export function isSignedIn(s: Session = state): boolean {
  return Boolean(s.user?.email)
}

export function useSession<T>(select: (s: Session) => T): T {
  return useSyncExternalStore(
    session.subscribe,
    () => select(state),
    () => select(state),
  )
}

export function useIsSignedIn(): boolean {
  return useSession(isSignedIn)
}

export function useSessionUser(): User | null {
  return useSession((s) => s.user)
}
