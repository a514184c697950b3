import { forbidden } from '../../lib/http-error.ts'
import type { Db, Tx } from '../../db/client.ts'
import { suspensionOf } from './repository.ts'

/**
 * Suspended users (docs/decisions/0990-suspended-users.md): an operator's suspension revokes every
 * session; sign-in (password or Google), refresh and requests with a still-valid access token
 * are refused with this message until an operator lifts it.
 */
export const suspendedMessage = (reason: string | null) =>
  `This account is suspended${reason ? `: ${reason.replace(/[.\s]+$/, '')}` : ''}. Contact support at support@pasar.id.`

/** 403 when the user row is suspended; after the password (or Google) has been checked. */
export function refuseSuspended(user: {
  suspendedAt: Date | null
  suspendedReason: string | null
}) {
  if (user.suspendedAt) throw forbidden(suspendedMessage(user.suspendedReason))
}

/** 403 when the user is suspended: one primary-key read (the authenticate hook's check). */
export async function refuseSuspendedId(db: Db | Tx, userId: number) {
  const suspension = await suspensionOf(db, userId)
  if (suspension) refuseSuspended(suspension)
}
