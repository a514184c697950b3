import { useSearchParams } from 'react-router'
import { safeReturnPath } from '@/lib/return-to.ts'

/** The page a successful sign-in (email or Google) goes back to: `?redirect=`, else /. */
export function useReturnTo(): string {
  const [params] = useSearchParams()
  return safeReturnPath(params.get('redirect'))
}
