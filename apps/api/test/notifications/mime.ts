// A small reader for the messages nodemailer writes (multipart/alternative with quoted-printable
// or base64 parts, RFC 2047 subjects), so the tests can read what a mail client would show.

export interface ParsedMail {
  headers: Map<string, string>
  subject: string
  text: string
  html: string
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n')
  const head = end === -1 ? raw : raw.slice(0, end)
  const body = end === -1 ? '' : raw.slice(end + 4)
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body }
}

const utf8 = (latin1: string) => Buffer.from(latin1, 'latin1').toString('utf8')

function quotedPrintable(text: string): string {
  return utf8(
    text
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  )
}

function decodeBody(body: string, encoding = '7bit'): string {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return quotedPrintable(body)
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    default:
      return utf8(body)
  }
}

/** "=?UTF-8?Q?Order_=2342?=" → "Order #42". */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : quotedPrintable(data.replace(/_/g, ' ')),
    )
}

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHead(raw)
  const parts: { type: string; content: string }[] = []
  const collect = (partHeaders: Map<string, string>, partBody: string) => {
    const type = partHeaders.get('content-type') ?? 'text/plain'
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
    if (boundary) {
      for (const section of partBody.split(`--${boundary}`).slice(1)) {
        if (section.startsWith('--')) break
        const inner = splitHead(section.replace(/^\r\n/, ''))
        collect(inner.headers, inner.body.replace(/\r\n$/, ''))
      }
      return
    }
    parts.push({
      type: type.split(';')[0]?.trim().toLowerCase() ?? '',
      // Lines travel as CRLF; a mail client shows them as lines.
      content: decodeBody(partBody, partHeaders.get('content-transfer-encoding')).replace(
        /\r\n/g,
        '\n',
      ),
    })
  }
  collect(headers, body)
  return {
    headers,
    subject: decodeWords(headers.get('subject') ?? ''),
    text: parts.find((part) => part.type === 'text/plain')?.content ?? '',
    html: parts.find((part) => part.type === 'text/html')?.content ?? '',
  }
}
