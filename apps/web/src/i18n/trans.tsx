import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react'
import type { TextValues, Translate } from './index.ts'

/** Marks where a text value goes, so that a value is never read as a tag (`<b>` in a name). */
const OPEN = '\uE000'
const CLOSE = '\uE001'
const SLOT = new RegExp(`${OPEN}(\\d+)${CLOSE}`)
const TAG = /<([A-Za-z][\w-]*)>/

/**
 * A text with elements inside it (`'Read <terms>the terms</terms>'`), from a feature's catalogue:
 * `<Trans t={t} i18nKey="key" components={{ terms: <Link to="…" /> }} />`. The key is checked
 * against the catalogue `t` comes from. Each `<name>…</name>` becomes its component with the text
 * inside as its children; a tag without a component leaves its text. Values are written in after
 * the tags are read, so a value is always text. Numbers go through the catalogue's formatters
 * (`{{count, number}}`) and `count` picks the plural (docs/decisions/0998-i18n-with-i18next.md).
 */
export function Trans<K extends string>({
  t,
  i18nKey,
  values = {},
  components = {},
  count,
}: {
  t: Translate<K>
  i18nKey: K
  values?: TextValues
  components?: Record<string, ReactElement>
  count?: number
}) {
  const slots: unknown[] = []
  const held: TextValues = {}
  for (const [name, value] of Object.entries(values))
    held[name] = typeof value === 'number' ? value : `${OPEN}${slots.push(value) - 1}${CLOSE}`
  if (count !== undefined) held.count = count
  return <>{nodes(t(i18nKey, held), components, slots)}</>
}

/** The text's tags as their components, outermost first; the first of each name closes first. */
function nodes(
  text: string,
  components: Record<string, ReactElement>,
  slots: unknown[],
): ReactNode[] {
  const result: ReactNode[] = []
  let rest = text
  for (let open = TAG.exec(rest); open; open = TAG.exec(rest)) {
    const name = open[1] ?? ''
    const closing = `</${name}>`
    const end = rest.indexOf(closing, open.index + open[0].length)
    if (end === -1) break
    result.push(...written(rest.slice(0, open.index), slots))
    const inner = nodes(rest.slice(open.index + open[0].length, end), components, slots)
    const component = components[name]
    const key = result.length
    result.push(
      component ? (
        cloneElement(component, { key }, ...inner)
      ) : (
        <Fragment key={key}>{inner}</Fragment>
      ),
    )
    rest = rest.slice(end + closing.length)
  }
  result.push(...written(rest, slots))
  return result
}

/** Plain text with the values written into their places. */
function written(text: string, slots: unknown[]): ReactNode[] {
  const parts = text.split(SLOT)
  // split() with a group alternates text and slot numbers: text, n, text, n, text.
  return parts
    .map((part, index) => (index % 2 === 0 ? part : String(slots[Number(part)] ?? '')))
    .filter((part) => part !== '')
}
