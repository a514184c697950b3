import { SizedLru } from './sized-lru.ts'

export interface KeptForAWhileOptions<T> {
  /** How long an answer is given again. */
  ttlMs: number
  /** The bound of the answers' sizes together (SizedLru); 0 keeps none. */
  maxSize: number
  /** An answer's size. */
  sizeOf: (answer: T) => number
  /** Whether an answer is worth keeping; by default every one is. */
  keeps?: (answer: T) => boolean
  now?: () => number
}

/**
 * Answers kept by question for `ttlMs`: `ask(question, make)` gives the kept answer while it is
 * fresh; otherwise it calls `make`, and asks of the same question meanwhile wait for that call
 * instead of making their own. A call that fails is not kept. The shipping quotes and the first
 * screens' drawings are kept this way (docs/decisions/0969-quotes-kept.md, 0965).
 */
export function keptForAWhile<T>({
  ttlMs,
  maxSize,
  sizeOf,
  keeps = () => true,
  now = Date.now,
}: KeptForAWhileOptions<T>) {
  const kept = new SizedLru<{ answer: T; until: number }>(maxSize, (entry) => sizeOf(entry.answer))
  const asking = new Map<string, Promise<T>>()
  return function ask(question: string, make: () => Promise<T>): Promise<T> {
    const found = kept.get(question)
    if (found) {
      if (found.until > now()) return Promise.resolve(found.answer)
      kept.delete(question)
    }
    const pending = asking.get(question)
    if (pending) return pending
    const made = make()
      .then((answer) => {
        if (keeps(answer)) kept.set(question, { answer, until: now() + ttlMs })
        return answer
      })
      .finally(() => asking.delete(question))
    asking.set(question, made)
    return made
  }
}
