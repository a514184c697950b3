import type { PGlite } from '@electric-sql/pglite'
import { eachMessage, MESSAGE, type Column } from './answer.ts'
import { notifiedInRawAnswer } from './notifications.ts'

const encoder = new TextEncoder()

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
  let fields: Column[] = []
  let rows: T[] = []
  let lastRows: T[] = []
  let error: SimpleQueryError | undefined
  eachMessage(bytes, (kind, cursor) => {
    if (kind === MESSAGE.rowDescription) {
      // A new result set begins.
      fields = cursor.columns()
      rows = []
    } else if (kind === MESSAGE.dataRow) {
      const row: Record<string, unknown> = {}
      cursor.values().forEach((text, i) => {
        const field = fields[i]
        if (!field) throw new Error('data row without its description')
        row[field.name] = text === null ? null : (parsers[field.dataTypeID] ?? String)(text)
      })
      rows.push(row as T)
    } else if (kind === MESSAGE.commandComplete && fields.length > 0) {
      // The end of a statement that answered rows.
      lastRows = rows
      fields = []
    } else if (kind === MESSAGE.notification) {
      // A write's NOTIFY, at its commit.
      const { channel, payload } = cursor.notification()
      notified(channel, payload)
    } else if (kind === MESSAGE.error) {
      const { M: message = 'database error', C: code } = cursor.errorFields()
      error ??= new SimpleQueryError(message, code)
    }
  })
  if (error) throw error
  return lastRows
}
