import { protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite'
import { notifiedInRawAnswer } from './notifications.ts'
import { joined } from './simple-query.ts'
import { SizedLru } from '../../lib/sized-lru.ts'

const { serialize } = protocol
const {
  CommandCompleteMessage,
  DatabaseError,
  DataRowMessage,
  NotificationResponseMessage,
  ParameterDescriptionMessage,
  RowDescriptionMessage,
} = protocol.messages
type BackendMessage = Parameters<Parameters<protocol.Parser['parse']>[1]>[0]

interface Field {
  name: string
  dataTypeID: number
}

interface Statement {
  name: string
  paramTypes: number[]
  fields: Field[]
}

/** What drizzle's PGlite driver calls on its client (and on the transaction it is given). */
export interface QueryClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
}
export interface WireClient extends QueryClient {
  transaction<T>(work: (tx: QueryClient) => Promise<T>): Promise<T>
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

/**
 * The client drizzle is given on PGlite (docs/decisions/0967-pglite-wire-client.md). PGlite's
 * `query()` parses and plans every statement and crosses into WASM six times for it; here each
 * distinct statement text is prepared once by name (Parse + Describe) and every later call is
 * one Bind + Execute + Sync exchange, whose answer bytes are decoded by PGlite's own protocol
 * parser. Values are serialised and rows parsed by PGlite's type handlers, as `query()` does.
 *
 * Locking follows `simpleQuery`: outside a transaction a statement runs under `runExclusive`
 * only while nobody's transaction is open, and otherwise waits for it in a transaction of its
 * own; inside `transaction()` the statements run under `runExclusive`. Notifications in the
 * answers reach the listeners of `listenOnPglite`.
 */
export function wireClient(client: PGlite): WireClient {
  const toClose: string[] = []
  const kept = new SizedLru<Statement>(
    MAX_KEPT_STATEMENTS,
    () => 1,
    ({ name }) => toClose.push(name),
  )
  let named = 0

  async function exchange(message: Uint8Array, syncToFs: boolean): Promise<BackendMessage[]> {
    const parser = new protocol.Parser()
    const messages: BackendMessage[] = []
    await client.execProtocolRawStream(message, {
      syncToFs,
      // A view of PGlite's memory, reused once this returns.
      onRawData: (chunk) => parser.parse(chunk.slice(), (m) => messages.push(m)),
    })
    for (const m of messages) {
      if (m instanceof NotificationResponseMessage) {
        notifiedInRawAnswer(client, m.channel, m.payload)
      }
    }
    const error = messages.find((m) => m instanceof DatabaseError)
    if (error) throw error
    return messages
  }

  async function prepared(text: string): Promise<Statement> {
    const known = kept.get(text)
    if (known) return known
    const name = `wire_${++named}`
    const answer = await exchange(
      joined([
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      false,
    )
    const statement: Statement = { name, paramTypes: [], fields: [] }
    for (const m of answer) {
      if (m instanceof ParameterDescriptionMessage) {
        statement.paramTypes = m.dataTypeIDs
      } else if (m instanceof RowDescriptionMessage) {
        statement.fields = m.fields.map(({ name, dataTypeID }) => ({
          name,
          dataTypeID,
        }))
      }
    }
    kept.set(text, statement)
    return statement
  }

  function serialized(statement: Statement, params: unknown[], options?: QueryOptions) {
    return params.map((param, i) => {
      if (param === null || param === undefined) return null
      const oid = statement.paramTypes[i] ?? 0
      const write = options?.serializers?.[oid] ?? client.serializers[oid]
      return write ? write(param) : String(param)
    })
  }

  function results<T>(statement: Statement, answer: BackendMessage[], options?: QueryOptions) {
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
    for (const m of answer) {
      if (m instanceof DataRowMessage) {
        const values = m.fields.map((value, i) => (parse[i] ?? String)(value))
        rows.push(
          options?.rowMode === 'array'
            ? values
            : Object.fromEntries(fields.map((field, i) => [field.name, values[i]])),
        )
      } else if (m instanceof CommandCompleteMessage) {
        const parts = m.text.split(' ')
        command = parts[0]
        const count = Number.parseInt(parts.at(-1) ?? '', 10)
        if (!Number.isNaN(count)) rowCount = count
        if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command ?? '')) {
          affectedRows += count
        }
      }
    }
    return {
      rows: rows as T[],
      fields,
      affectedRows,
      ...(command ? { command } : {}),
      ...(rowCount === undefined ? {} : { rowCount }),
    } as Results<T>
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
    try {
      const answer = await exchange(
        joined([
          ...closes,
          serialize.bind({
            statement: statement.name,
            values: serialized(statement, params, options),
          }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        !inTransaction,
      )
      return results<T>(statement, answer, options)
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
      return client.transaction((tx) =>
        work({
          query: <R>(text: string, params: unknown[] = [], options?: QueryOptions) =>
            keptFor(text, options)
              ? client.runExclusive(() => run<R>(text, params, options, true))
              : tx.query<R>(text, params, options),
        }),
      )
    },
  }
}
