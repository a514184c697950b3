import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { parseMail, type ParsedMail } from './mime.ts'

export interface ReceivedMail extends ParsedMail {
  /** The envelope's recipients, as the SMTP client gave them. */
  rcptTo: string[]
}

export interface SmtpSink {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string
  received: ReceivedMail[]
  /** While true, every message is answered with a temporary failure (451). */
  refusing: boolean
  close(): Promise<void>
}

/** A real SMTP server on the loopback that keeps every message it accepts, for the tests. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const sink: SmtpSink = {
    url: '',
    received: [],
    refusing: false,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (sink.refusing) {
          const error = Object.assign(new Error('Mailbox busy, try again later'), {
            responseCode: 451,
          })
          callback(error)
          return
        }
        sink.received.push({
          ...parseMail(Buffer.concat(chunks).toString('latin1')),
          rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = (server as unknown as { server: { address(): AddressInfo } }).server.address()
  sink.url = `smtp://127.0.0.1:${port}`
  return sink
}
