import { escapeHtml } from '../../../lib/escape-html.ts'

/** HTML that is already safe to place in a mail: markup we wrote, with user text escaped. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value
  }
}

type Part = SafeHtml | string | number | null | undefined | readonly Part[]

function render(part: Part): string {
  if (part === null || part === undefined) return ''
  if (part instanceof SafeHtml) return part.value
  if (Array.isArray(part)) return part.map(render).join('')
  return escapeHtml(String(part))
}

/**
 * Builds mail HTML: every interpolated value is escaped unless it is SafeHtml made by this tag,
 * so a store, product or reason with markup in it shows as text (store names are user input).
 */
export function html(strings: TemplateStringsArray, ...parts: Part[]): SafeHtml {
  let out = strings[0] ?? ''
  parts.forEach((part, i) => {
    out += render(part) + (strings[i + 1] ?? '')
  })
  return new SafeHtml(out)
}
