import {
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite'
import { LRUCache } from 'lru-cache'
import { eachMessage, MESSAGE, type AnswerCursor, type Column } from './answer.ts'
import { notifiedInRawAnswer } from './notifications.ts'
import { joined } from './simple-query.ts'

const { serialize } = protocol
const { DatabaseError } = protocol.messages
type DatabaseError = InstanceType<typeof DatabaseError>

interface Statement {
  name: string
  paramTypes: number[]
  fields: Column[]
}

/** What drizzle's PGlite driver calls on its client (and on the transaction it is given). */
export interface QueryClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
}
export interface WireClient extends QueryClient {
  transaction<T>(work: (tx: QueryClient) => Promise<T>): Promise<T>
  /**
   * The one client every transaction is given: it runs its statements in the transaction open
   * at the time, which is one at a time on PGlite. A Drizzle handle built on it once can keep
   * its prepared statements for all transactions (docs/decisions/0979).
   */
  inTransaction: QueryClient
}

/** The statements worth keeping prepared; any other goes through PGlite's own `query`. */
const KEPT = /^\s*\(?\s*(select|insert|update|delete|with)\b/i
/** Statements kept prepared at most; the least recently used is closed beyond that. */
export const MAX_KEPT_STATEMENTS = 400
/**
 * PostgreSQL's answers when a kept statement cannot run as prepared: a table changed under its
 * result columns, or the statement is gone (`DEALLOCATE ALL`).
 */
const PREPARE_AFRESH = new Set(['0A000', '26000'])

const encoder = new TextEncoder()
/** Execute (the unnamed portal, every row) and Sync, the end of every call's exchange. */
const EXECUTE_AND_SYNC = new Uint8Array([0x45, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0x53, 0, 0, 0, 4])

/** A Bind of the unnamed portal to `statement`, parameters and results all in text. */
function bindMessage(statement: string, values: Array<string | null>): Uint8Array {
  const name = encoder.encode(statement)
  const texts = values.map((value) => (value === null ? null : encoder.encode(value)))
  const size =
    4 + 1 + name.length + 1 + 2 + 2 + texts.reduce((sum, t) => sum + 4 + (t?.length ?? 0), 0) + 2
  const message = new Uint8Array(1 + size)
  const view = new DataView(message.buffer)
  message[0] = 0x42 // 'B'
  view.setInt32(1, size)
  let at = 6 // after the unnamed portal's terminating zero
  message.set(name, at)
  at += name.length + 1
  at += 2 // no parameter format codes: all text
  view.setInt16(at, texts.length)
  at += 2
  for (const text of texts) {
    view.setInt32(at, text ? text.length : -1)
    at += 4
    if (text) {
      message.set(text, at)
      at += text.length
    }
  }
  return message // ends with no result format codes: all text
}

/** PGlite's own error class, with the fields its parser sets, from an ErrorResponse. */
function databaseError(cursor: AnswerCursor, length: number): DatabaseError {
  const f = cursor.errorFields()
  return Object.assign(new DatabaseError(f.M ?? 'database error', length, 'error'), {
    severity: f.S,
    code: f.C,
    detail: f.D,
    hint: f.H,
    position: f.P,
    internalPosition: f.p,
    internalQuery: f.q,
    where: f.W,
    schema: f.s,
    table: f.t,
    column: f.c,
    dataType: f.d,
    constraint: f.n,
    file: f.F,
    line: f.L,
    routine: f.R,
  })
}

/**
 * The client drizzle is given on PGlite (docs/decisions/0967-pglite-wire-client.md). PGlite's
 * `query()` parses and plans every statement and crosses into WASM six times for it; here each
 * distinct statement text is prepared once by name (Parse + Describe) and every later call is
 * one Bind + Execute + Sync exchange. The Bind is written and the answer read in place here
 * (answer.ts, docs/decisions/0949-pglite-answers-read-in-place.md); values are serialised and
 * rows parsed by PGlite's type handlers, as `query()` does.
 *
 * Locking follows `simpleQuery`: outside a transaction a statement runs under `runExclusive`
 * only while nobody's transaction is open, and otherwise waits for it in a transaction of its
 * own; inside `transaction()` the statements run under `runExclusive`. Notifications in the
 * answers reach the listeners of `listenOnPglite`.
 */
export function wireClient(client: PGlite): WireClient {
  const toClose: string[] = []
  const kept = new LRUCache<string, Statement>({
    max: MAX_KEPT_STATEMENTS,
    // A statement pushed out is closed with the next exchange; one taken out (`delete`) is
    // closed by whoever took it out.
    dispose: ({ name }, _text, reason) => {
      if (reason === 'evict') toClose.push(name)
    },
  })
  let named = 0

  /**
   * Sends `message` and reads the answer: `read` sees each message but the notifications, which
   * reach their listeners, and the first error, which is thrown once the answer is read.
   */
  async function exchange(
    message: Uint8Array,
    syncToFs: boolean,
    read: (kind: number, cursor: AnswerCursor) => void,
  ): Promise<void> {
    const chunks: Uint8Array[] = []
    await client.execProtocolRawStream(message, {
      syncToFs,
      // A view of PGlite's memory, reused once this returns.
      onRawData: (chunk) => chunks.push(chunk.slice()),
    })
    let error: DatabaseError | undefined
    eachMessage(joined(chunks), (kind, cursor, length) => {
      if (kind === MESSAGE.notification) {
        const { channel, payload } = cursor.notification()
        notifiedInRawAnswer(client, channel, payload)
      } else if (kind === MESSAGE.error) {
        error ??= databaseError(cursor, length)
      } else {
        read(kind, cursor)
      }
    })
    if (error) throw error
  }

  async function prepared(text: string): Promise<Statement> {
    const known = kept.get(text)
    if (known) return known
    const name = `wire_${++named}`
    const statement: Statement = { name, paramTypes: [], fields: [] }
    await exchange(
      joined([
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      false,
      (kind, cursor) => {
        if (kind === MESSAGE.parameterDescription) statement.paramTypes = cursor.parameterTypes()
        else if (kind === MESSAGE.rowDescription) statement.fields = cursor.columns()
      },
    )
    kept.set(text, statement)
    return statement
  }

  function serialized(statement: Statement, params: unknown[], options?: QueryOptions) {
    return params.map((param, i) => {
      if (param === null || param === undefined) return null
      const oid = statement.paramTypes[i] ?? 0
      const write = options?.serializers?.[oid] ?? client.serializers[oid]
      return write ? String(write(param)) : String(param)
    })
  }

  /** Reads a call's answer into what PGlite's `query()` answers. */
  function resultReader<T>(statement: Statement, options?: QueryOptions) {
    const { fields } = statement
    const parse = fields.map(({ dataTypeID }) => {
      const parser = options?.parsers?.[dataTypeID] ?? client.parsers[dataTypeID]
      return (value: string | null) =>
        value === null || !parser ? value : parser(value, dataTypeID)
    })
    const rows: unknown[] = []
    let affectedRows = 0
    let command: string | undefined
    let rowCount: number | undefined
    return {
      read(kind: number, cursor: AnswerCursor) {
        if (kind === MESSAGE.dataRow) {
          const values = cursor.values().map((value, i) => (parse[i] ?? String)(value))
          rows.push(
            options?.rowMode === 'array'
              ? values
              : Object.fromEntries(fields.map((field, i) => [field.name, values[i]])),
          )
        } else if (kind === MESSAGE.commandComplete) {
          const parts = cursor.cString().split(' ')
          command = parts[0]
          const count = Number.parseInt(parts.at(-1) ?? '', 10)
          if (!Number.isNaN(count)) rowCount = count
          if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command ?? '')) {
            affectedRows += count
          }
        }
      },
      results: () =>
        ({
          rows: rows as T[],
          fields,
          affectedRows,
          ...(command ? { command } : {}),
          ...(rowCount === undefined ? {} : { rowCount }),
        }) as Results<T>,
    }
  }

  /** One statement, under PGlite's query lock (the caller holds it). */
  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    const statement = await prepared(text)
    const closes = toClose.splice(0).map((name) => serialize.close({ type: 'S', name }))
    const answer = resultReader<T>(statement, options)
    try {
      await exchange(
        joined([
          ...closes,
          bindMessage(statement.name, serialized(statement, params, options)),
          EXECUTE_AND_SYNC,
        ]),
        !inTransaction,
        answer.read,
      )
      return answer.results()
    } catch (error) {
      const stale = error instanceof DatabaseError && PREPARE_AFRESH.has(error.code ?? '')
      if (stale && kept.peek(text) === statement) {
        // Prepared afresh, and retried where nothing was aborted (a close of a statement that
        // is gone is no error).
        kept.delete(text)
        toClose.push(statement.name)
        if (!inTransaction) return run<T>(text, params, options, inTransaction)
      }
      Object.assign(error as object, { query: text, params, queryOptions: options })
      throw error
    }
  }

  /** PGlite's own `query` for what is not kept, or needs an option this path does not take. */
  const keptFor = (text: string, options?: QueryOptions) =>
    KEPT.test(text) && !options?.paramTypes && !options?.blob && !options?.onNotice

  /** PGlite's handle of the transaction open now, if any. */
  let open: Transaction | undefined
  const inTransaction: QueryClient = {
    query<R>(text: string, params: unknown[] = [], options?: QueryOptions) {
      if (!open) return Promise.reject(new Error('No transaction is open.'))
      return keptFor(text, options)
        ? client.runExclusive(() => run<R>(text, params, options, true))
        : open.query<R>(text, params, options)
    },
  }

  return {
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
      if (!keptFor(text, options)) return client.query<T>(text, params, options)
      const alone = await client.runExclusive(async () =>
        client.isInTransaction()
          ? undefined
          : { answer: await run<T>(text, params, options, false) },
      )
      if (alone) return alone.answer
      // Someone's transaction is open between two of its statements: wait for it.
      return client.transaction(() =>
        client.runExclusive(() => run<T>(text, params, options, true)),
      )
    },
    transaction<T>(work: (tx: QueryClient) => Promise<T>) {
      // PGlite opens one transaction at a time: the others wait for it to end.
      return client.transaction(async (tx) => {
        open = tx
        try {
          return await work(inTransaction)
        } finally {
          open = undefined
        }
      })
    },
    inTransaction,
  }
}
