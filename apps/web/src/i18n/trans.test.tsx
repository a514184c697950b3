import { render } from '@testing-library/react'
import type { ComponentProps } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { catalog, i18n } from './index.ts'
import { Trans } from './trans.tsx'

const { t } = catalog(
  'trans-test',
  {
    soldBy: 'Sold by <store>{{store}}</store>',
    terms: 'Read <terms>the <strong>terms</strong></terms> before {{date}}.',
    toShip_one: '{{count, number}}<sr> to ship</sr>',
    toShip_other: '{{count, number}}<sr> to ship</sr>',
    loose: 'A <unknown>plain</unknown> word',
  },
  {
    soldBy: 'Dijual oleh <store>{{store}}</store>',
    terms: 'Baca <terms><strong>ketentuannya</strong></terms> sebelum {{date}}.',
    toShip_other: '{{count, number}}<sr> perlu dikirim</sr>',
    loose: 'Kata <unknown>biasa</unknown>',
  },
)

afterEach(() => i18n.changeLanguage('en'))

/** The HTML `Trans` draws with this file's texts. */
const drawn = (props: Omit<ComponentProps<typeof Trans<Parameters<typeof t>[0]>>, 't'>) =>
  render(<Trans t={t} {...props} />).container.innerHTML

describe('Trans', () => {
  it('puts the text inside each tag into its component', () => {
    const html = drawn({
      i18nKey: 'terms',
      values: { date: '1 Dec' },
      components: { terms: <a href="/terms" />, strong: <strong /> },
    })
    expect(html).toBe('Read <a href="/terms">the <strong>terms</strong></a> before 1 Dec.')
  })

  it('writes a value as text, even one that looks like a tag', () => {
    const html = drawn({
      i18nKey: 'soldBy',
      values: { store: 'Toko <b>Murah</b> & Co' },
      components: { store: <span className="font-medium" /> },
    })
    expect(html).toBe(
      'Sold by <span class="font-medium">Toko &lt;b&gt;Murah&lt;/b&gt; &amp; Co</span>',
    )
  })

  it('picks the plural and formats the count, in the language shown', async () => {
    const sr = { sr: <span className="sr-only" /> }
    const { container, rerender } = render(
      <Trans t={t} i18nKey="toShip" count={1234} components={sr} />,
    )
    expect(container.innerHTML).toBe('1.234<span class="sr-only"> to ship</span>')
    await i18n.changeLanguage('id')
    rerender(<Trans t={t} i18nKey="toShip" count={1} components={sr} />)
    expect(container.innerHTML).toBe('1<span class="sr-only"> perlu dikirim</span>')
  })

  it('leaves the text of a tag that has no component', () => {
    expect(drawn({ i18nKey: 'loose' })).toBe('A plain word')
  })
})
