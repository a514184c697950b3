/**
 * Where sign-in sends the user back to: `/sign-in?redirect=<path>` (set by the login guard and
 * by an expired session). Only a path of this app counts — never another origin — and never the
 * auth screens themselves (docs/decisions/0520-visible-errors-and-session-expiry.md).
 */
export function signInPath(from: string): string {
  const target = safeReturnPath(from)
  return target === '/' ? '/sign-in' : `/sign-in?redirect=${encodeURIComponent(target)}`
}

export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return '/'
  }
  if (isAuthScreen(value)) return '/'
  return value
}

/** Sign-in, sign-up and the password reset screens. */
export function isAuthScreen(path: string): boolean {
  return /^\/(sign-in|sign-up|signin\/)/.test(path)
}
