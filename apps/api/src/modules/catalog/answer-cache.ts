/**
 * Catalogue answers as sent (JSON text), each kept under the catalogue version read before it
 * was made (docs/decisions/0205). An answer is reused only while the version stands still: every
 * committed change to products, their images, stores or categories moves it (migration 0004),
 * so no answer is older than what the database would say. The least recently used answers leave
 * once the kept text passes `maxChars`.
 */
export class AnswerCache {
  readonly #answers = new Map<string, { version: number; body: string }>()
  #chars = 0

  constructor(readonly maxChars: number) {}

  get size() {
    return this.#answers.size
  }

  get(key: string, version: number): string | undefined {
    const answer = this.#answers.get(key)
    if (answer?.version !== version) return undefined
    // A Map iterates in insertion order: moved to the end, it is the most recently used.
    this.#answers.delete(key)
    this.#answers.set(key, answer)
    return answer.body
  }

  set(key: string, version: number, body: string) {
    const kept = this.#answers.get(key)
    // A slow request finishing late must not replace a newer answer with an older one.
    if (kept && kept.version > version) return
    if (kept) this.#remove(key, kept.body)
    if (body.length > this.maxChars) return
    this.#answers.set(key, { version, body })
    this.#chars += body.length
    for (const [oldest, answer] of this.#answers) {
      if (this.#chars <= this.maxChars) break
      this.#remove(oldest, answer.body)
    }
  }

  #remove(key: string, body: string) {
    this.#answers.delete(key)
    this.#chars -= body.length
  }
}
