/**
 * Reading PGlite's answers from their bytes: PostgreSQL's backend messages (the frontend/backend
 * protocol's message formats), read in place without decoding what nobody uses. The wire client
 * (wire-client.ts) and `simpleQuery` (simple-query.ts) read their answers through it
 * (docs/decisions/0949-pglite-answers-read-in-place.md).
 */

const decoder = new TextDecoder()

/** The type bytes of the backend messages read here. */
export const MESSAGE = {
  rowDescription: 0x54, // 'T'
  parameterDescription: 0x74, // 't'
  dataRow: 0x44, // 'D'
  commandComplete: 0x43, // 'C'
  notification: 0x41, // 'A'
  error: 0x45, // 'E'
} as const

/** A column of a RowDescription. */
export interface Column {
  name: string
  dataTypeID: number
}

/** A cursor in one answer, standing in the body of the message being read. */
export class AnswerCursor {
  at = 0
  private readonly view: DataView

  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  }

  int16(): number {
    const value = this.view.getInt16(this.at)
    this.at += 2
    return value
  }

  int32(): number {
    const value = this.view.getInt32(this.at)
    this.at += 4
    return value
  }

  cString(): string {
    const end = this.bytes.indexOf(0, this.at)
    const text = decoder.decode(this.bytes.subarray(this.at, end))
    this.at = end + 1
    return text
  }

  /** A DataRow's values as text, null for NULL. */
  values(): Array<string | null> {
    const count = this.int16()
    const values = new Array<string | null>(count)
    for (let i = 0; i < count; i++) {
      const length = this.int32()
      if (length < 0) {
        values[i] = null
      } else {
        values[i] = decoder.decode(this.bytes.subarray(this.at, this.at + length))
        this.at += length
      }
    }
    return values
  }

  /** A RowDescription's columns. */
  columns(): Column[] {
    const count = this.int16()
    const columns: Column[] = []
    for (let i = 0; i < count; i++) {
      const name = this.cString()
      this.at += 6 // table id, column number
      columns.push({ name, dataTypeID: this.int32() })
      this.at += 8 // type size, type modifier, format
    }
    return columns
  }

  /** A ParameterDescription's parameter types. */
  parameterTypes(): number[] {
    const count = this.int16()
    return Array.from({ length: count }, () => this.int32())
  }

  /** An ErrorResponse's fields by their one-letter tags ('C' the code, 'M' the message…). */
  errorFields(): Record<string, string> {
    const fields: Record<string, string> = {}
    while (this.at < this.bytes.length && this.bytes[this.at] !== 0) {
      const tag = String.fromCharCode(this.bytes[this.at] ?? 0)
      this.at += 1
      fields[tag] = this.cString()
    }
    return fields
  }

  /** A NotificationResponse: the sender's process id, then the channel and the payload. */
  notification(): { channel: string; payload: string } {
    this.at += 4
    const channel = this.cString()
    return { channel, payload: this.cString() }
  }
}

/**
 * Calls `read` for each message of the answer with its type byte and its length; the cursor
 * stands at the start of the message's body, and is moved past the message afterwards.
 */
export function eachMessage(
  bytes: Uint8Array,
  read: (kind: number, cursor: AnswerCursor, length: number) => void,
): void {
  const cursor = new AnswerCursor(bytes)
  while (cursor.at < bytes.length) {
    const kind = bytes[cursor.at] ?? 0
    cursor.at += 1
    const length = cursor.int32() // counts itself, not the type byte
    const end = cursor.at - 4 + length
    read(kind, cursor, length)
    cursor.at = end
  }
}
