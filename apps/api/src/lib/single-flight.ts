/**
 * Shares one read among the callers waiting for it, without ever answering a caller with a read
 * that began before the caller asked (docs/decisions/0958). A caller that finds no read running
 * starts one; a caller that finds one running waits for the next, which starts as soon as the
 * running one settles and serves everyone who asked meanwhile. So at most one read runs and one
 * waits, whatever the number of callers, and each answer is at least as new as the moment its
 * caller asked: what any other process committed before that is in it.
 */
export function singleFlight<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<void> | undefined
  let next: Promise<T> | undefined

  const start = (): Promise<T> => {
    const answer = read()
    const settled = answer.then(
      () => undefined,
      () => undefined,
    )
    running = settled
    void settled.then(() => {
      if (running === settled) running = undefined
    })
    return answer
  }

  return () => {
    if (next) return next
    if (!running) return start()
    next = running.then(() => {
      next = undefined
      return start()
    })
    return next
  }
}
