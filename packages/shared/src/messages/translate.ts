/**
 * The server's and the shared schemas' messages in another language (docs/architecture.md#languages).
 * The API answers in English, the contract's language; a client shows a message in its own
 * language by finding the English template it was made from and writing the same values into the
 * template of its language. Labels in a message ('Postal code must be 5 digits', '{{label}} is
 * required') are translated too.
 */
export type MessageCatalogue = Record<string, string>

interface Matcher {
  key: string
  pattern: RegExp
  names: string[]
  /** Literal characters: the most specific template is tried first. */
  weight: number
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g
// Values in these placeholders are themselves messages or labels; the rest (names, amounts) stay.
const TRANSLATED_VALUES = new Set(['label', 'wait'])
const PLURAL = /_(one|other)$/

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function matcherOf(key: string, template: string): Matcher {
  const names: string[] = []
  let source = ''
  let last = 0
  for (const match of template.matchAll(PLACEHOLDER)) {
    source += escapeRegExp(template.slice(last, match.index)) + '(.+?)'
    names.push(match[1] ?? '')
    last = match.index + match[0].length
  }
  source += escapeRegExp(template.slice(last))
  return {
    key,
    pattern: new RegExp(`^${source}$`, 's'),
    names,
    weight: template.replace(PLACEHOLDER, '').length,
  }
}

/** Translates English messages into the `target` catalogue's language; unknown ones stay as they are. */
export function messageTranslator(english: MessageCatalogue, target: MessageCatalogue) {
  const exact = new Map<string, string>()
  const templated: Matcher[] = []
  for (const [key, template] of Object.entries(english)) {
    if (template.includes('{{')) templated.push(matcherOf(key, template))
    else exact.set(template, key)
  }
  templated.sort((a, b) => b.weight - a.weight)

  function targetTemplate(key: string): string | undefined {
    return target[key] ?? target[key.replace(PLURAL, '_other')]
  }

  function translate(text: string, depth: number): string {
    const key = exact.get(text)
    if (key !== undefined) return targetTemplate(key) ?? text
    if (depth > 1) return text
    for (const matcher of templated) {
      const match = matcher.pattern.exec(text)
      if (!match) continue
      const template = targetTemplate(matcher.key)
      if (template === undefined) return text
      const values = new Map(
        matcher.names.map((name, i) => {
          const value = match[i + 1] ?? ''
          return [name, TRANSLATED_VALUES.has(name) ? translate(value, depth + 1) : value]
        }),
      )
      return template.replace(PLACEHOLDER, (_, name: string) => values.get(name) ?? '')
    }
    return text
  }

  return (text: string) => translate(text, 0)
}
