import type { PGlite } from '@electric-sql/pglite'
import { notifiedInRawAnswer } from './notifications.ts'

const encoder = new TextEncoder()
const decoder = new TextDecoder()

/** The elements of a one-dimensional array literal: `{a,"b c",NULL}`. */
function arrayElements(text: string): Array<string | null> {
  if (!text.startsWith('{') || !text.endsWith('}')) throw new Error(`not an array: ${text}`)
  const elements: Array<string | null> = []
  let at = 1
  while (at < text.length - 1) {
    let value = ''
    let quoted = false
    if (text[at] === '"') {
      quoted = true
      at += 1
      while (text[at] !== '"') {
        if (text[at] === '\\') at += 1
        value += text[at] ?? ''
        at += 1
      }
      at += 1
    } else {
      while (at < text.length - 1 && text[at] !== ',') value += text[at++] ?? ''
      if (value.startsWith('{')) throw new Error('nested arrays are not supported')
    }
    elements.push(!quoted && value === 'NULL' ? null : value)
    at += 1 // the comma
  }
  return elements
}

const numbers = (text: string) => arrayElements(text).map((v) => (v === null ? null : Number(v)))

/** Column types the catalogue statements answer; anything else comes back as text. */
const parsers: Record<number, (text: string) => unknown> = {
  1009: arrayElements, // text[]
  1015: arrayElements, // varchar[]
  1007: numbers, // int4[]
  1016: numbers, // int8[]
  16: (text) => text === 't', // bool
  20: Number, // int8 (counts, well below 2^53)
  21: Number, // int2
  23: Number, // int4
  700: Number, // float4
  701: Number, // float8
  114: (text) => JSON.parse(text) as unknown, // json
  3802: (text) => JSON.parse(text) as unknown, // jsonb
}

export class SimpleQueryError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message)
    this.name = 'SimpleQueryError'
  }
}

/** A frontend Query message: 'Q', length, the SQL as a C string. */
function queryMessage(sql: string): Uint8Array {
  const text = encoder.encode(sql)
  const message = new Uint8Array(1 + 4 + text.length + 1)
  message[0] = 0x51
  new DataView(message.buffer).setInt32(1, 4 + text.length + 1)
  message.set(text, 5)
  return message
}

/** One array of the chunks, in order (an answer's, usually one; the messages of one call). */
export function joined(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0] ?? new Uint8Array(0)
  const all = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0))
  let at = 0
  for (const chunk of chunks) {
    all.set(chunk, at)
    at += chunk.length
  }
  return all
}

/**
 * The rows of the last statement of `sql` (several statements, no parameters) that answered
 * rows, run as one simple-query exchange with PGlite. `exec()` does the same in two calls into
 * WASM and decodes every message into objects; this reads the answer bytes directly, which
 * keeps a catalogue answer served from the cache about a fifth cheaper (docs/decisions/0996).
 * The answer is taken as a raw stream: `execProtocolRaw` would also have PGlite decode every
 * message and keep it until the next `query()`, a leak of ~0.5 KB per call (0204).
 *
 * Only PGlite's public API: `runExclusive` keeps other statements out while it runs, and it
 * never runs inside another caller's transaction. PGlite is one backend, so
 * `isInTransaction()` tells whether someone's transaction is open between two of its
 * statements; then the query waits for it and runs in a transaction of its own.
 */
export async function simpleQuery<T>(client: PGlite, sql: string): Promise<T[]> {
  const chunks: Uint8Array[] = []
  const run = () =>
    client.execProtocolRawStream(queryMessage(sql), {
      syncToFs: false,
      // A view of PGlite's memory, reused once this returns.
      onRawData: (chunk) => chunks.push(chunk.slice()),
    })
  const ran = await client.runExclusive(async () => {
    if (client.isInTransaction()) return false
    await run()
    return true
  })
  if (!ran) await client.transaction(() => client.runExclusive(run))
  return readRows<T>(joined(chunks), (channel, payload) =>
    notifiedInRawAnswer(client, channel, payload),
  )
}

function readRows<T>(bytes: Uint8Array, notified: (channel: string, payload: string) => void): T[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let fields: Array<{ name: string; type: number }> = []
  let rows: T[] = []
  let lastRows: T[] = []
  let error: SimpleQueryError | undefined
  let at = 0
  const cString = () => {
    const end = bytes.indexOf(0, at)
    const text = decoder.decode(bytes.subarray(at, end))
    at = end + 1
    return text
  }
  while (at < bytes.length) {
    const kind = bytes[at] ?? 0
    const end = at + 1 + view.getInt32(at + 1)
    at += 5
    if (kind === 0x54) {
      // RowDescription: a new result set begins.
      const count = view.getInt16(at)
      at += 2
      fields = []
      rows = []
      for (let i = 0; i < count; i++) {
        const name = cString()
        fields.push({ name, type: view.getInt32(at + 6) })
        at += 18
      }
    } else if (kind === 0x44) {
      // DataRow
      const count = view.getInt16(at)
      at += 2
      const row: Record<string, unknown> = {}
      for (let i = 0; i < count; i++) {
        const length = view.getInt32(at)
        at += 4
        const field = fields[i]
        if (!field) throw new Error('data row without its description')
        if (length < 0) {
          row[field.name] = null
        } else {
          const text = decoder.decode(bytes.subarray(at, at + length))
          at += length
          row[field.name] = (parsers[field.type] ?? String)(text)
        }
      }
      rows.push(row as T)
    } else if (kind === 0x43 && fields.length > 0) {
      // CommandComplete of a statement that answered rows.
      lastRows = rows
      fields = []
    } else if (kind === 0x41) {
      // NotificationResponse (a write's NOTIFY at its commit): process id, channel, payload.
      at += 4
      const channel = cString()
      notified(channel, cString())
    } else if (kind === 0x45) {
      // ErrorResponse: fields until a zero byte.
      let message = 'database error'
      let code: string | undefined
      while (at < end && bytes[at] !== 0) {
        const tag = String.fromCharCode(bytes[at] ?? 0)
        at += 1
        const value = cString()
        if (tag === 'M') message = value
        if (tag === 'C') code = value
      }
      error ??= new SimpleQueryError(message, code)
    }
    at = end
  }
  if (error) throw error
  return lastRows
}
