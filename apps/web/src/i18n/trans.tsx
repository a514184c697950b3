import type { ReactElement } from 'react'
import { Trans as I18nTrans } from 'react-i18next'
import type { TextValues, Translate } from './index.ts'

/**
 * A text with elements inside it (`'Read <terms>the terms</terms>'`), from a feature's catalogue:
 * `<Trans t={t} i18nKey="key" components={{ terms: <Link to="…" /> }} />`. The key is checked
 * against the catalogue `t` comes from. Tag names must not be HTML's void elements (link, img,
 * input, br…): the parser would leave them empty.
 */
export function Trans<K extends string>(props: {
  t: Translate<K>
  i18nKey: K
  values?: TextValues
  components?: Record<string, ReactElement>
  count?: number
}) {
  const { t, ...rest } = props
  return <I18nTrans t={t as never} {...rest} />
}
