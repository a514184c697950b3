/**
 * Requests take turns on PGlite, one per event-loop iteration, in arrival order.
 *
 * PGlite runs PostgreSQL on the event loop and a query never yields: under load the server would
 * run every queued query back to back before reading another request, so requests were answered
 * in batches, and a request needing a second query went through the whole queue again. With
 * turns, the loop reads new requests between two requests' work and each request's queries run
 * back to back (docs/decisions/0204).
 */
const waiting: Array<() => void> = []
let scheduled = false

function grantOne() {
  waiting.shift()?.()
  if (waiting.length > 0) setImmediate(grantOne)
  else scheduled = false
}

/** Resolves when it is this caller's turn: after everyone who asked before, in a later iteration. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve)
    if (!scheduled) {
      scheduled = true
      setImmediate(grantOne)
    }
  })
}
