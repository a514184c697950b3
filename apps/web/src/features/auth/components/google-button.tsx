import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { ApiError } from '@/lib/api-client.ts'
import { toast } from '@/lib/toast.ts'
import { useGoogleLogin } from '../api/google-login.ts'
import { useGoogleCode } from '../hooks/use-google-code.ts'
import { useReturnTo } from '../hooks/use-return-to.ts'
import { useT } from '../i18n/index.ts'
import { PopupClosedError } from '../lib/identity-popups.ts'

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.7v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9z"
      />
    </svg>
  )
}

/**
 * Google sign-in: disabled with a spinner while loading; 'Login Success', then back where the user
 * was. A refused account (403, a suspension) is passed to `onRefused`, or shown as a toast.
 */
export function GoogleButton({ onRefused }: { onRefused?: (message: string | null) => void } = {}) {
  const { ready, failed, requestCode } = useGoogleCode()
  const googleLogin = useGoogleLogin()
  const navigate = useNavigate()
  const returnTo = useReturnTo()
  const [waiting, setWaiting] = useState(false)
  const { t } = useT()
  const busy = waiting || googleLogin.isPending || (!ready && !failed)

  async function signIn() {
    onRefused?.(null)
    setWaiting(true)
    try {
      const code = await requestCode()
      await googleLogin.mutateAsync(code)
      toast.success(t('google.success'))
      void navigate(returnTo, { replace: true })
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) {
        if (onRefused) onRefused(error.message)
        else toast.error(error.message)
      } else if (!(error instanceof PopupClosedError)) toast.error(t('error.generic'))
    } finally {
      setWaiting(false)
    }
  }

  return (
    <Button
      type="button"
      variant="outline"
      className="w-full"
      disabled={busy || failed}
      aria-busy={busy}
      onClick={() => void signIn()}
    >
      {busy ? <Spinner label={t('google.pending')} /> : <GoogleMark />}
      Google
    </Button>
  )
}
