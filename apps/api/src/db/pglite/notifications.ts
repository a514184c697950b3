import type { PGlite } from '@electric-sql/pglite'

type Listener = (payload: string) => void

/** Listeners for the notifications in answers PGlite does not decode (simple-query.ts). */
const rawListeners = new WeakMap<PGlite, Map<string, Set<Listener>>>()

/** A notification read from an answer's bytes by simpleQuery. */
export function notifiedInRawAnswer(client: PGlite, channel: string, payload: string) {
  for (const listener of rawListeners.get(client)?.get(channel) ?? []) listener(payload)
}

/**
 * Calls `listener` with each notification on `channel` (a lower-case name) that a transaction
 * on this PGlite commits, before the commit's call returns to its caller: those PGlite decodes
 * itself (`listen`, whose callbacks run as microtasks queued while the answer is read) and
 * those in the answers `simpleQuery` reads from the bytes. Answers a function that stops.
 */
export async function listenOnPglite(
  client: PGlite,
  channel: string,
  listener: Listener,
): Promise<() => Promise<void>> {
  let channels = rawListeners.get(client)
  if (!channels) {
    channels = new Map()
    rawListeners.set(client, channels)
  }
  const listeners = channels.get(channel) ?? new Set<Listener>()
  channels.set(channel, listeners)
  listeners.add(listener)
  try {
    const unlisten = await client.listen(channel, listener)
    return async () => {
      listeners.delete(listener)
      await unlisten()
    }
  } catch (error) {
    listeners.delete(listener)
    throw error
  }
}
