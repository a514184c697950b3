import type { Language } from '@pasar/shared'
import type { HiddenByPasarMail, MailLinks, RenderedMail } from '../types.ts'
import { html } from './html.ts'
import { htmlLayout, paragraph, textLayout } from './layout.ts'
import { mailText, type MailKey } from './mail-text.ts'

const INTRO: Record<'store' | 'product', Record<'hidden' | 'shown', MailKey>> = {
  store: { hidden: 'hiddenByPasar.storeHidden', shown: 'hiddenByPasar.storeShown' },
  product: { hidden: 'hiddenByPasar.productHidden', shown: 'hiddenByPasar.productShown' },
}

/**
 * To a store's owner, when an operator hides the store or one of its products from shoppers, or
 * shows it again (docs/decisions/0991-hidden-by-an-operator.md).
 */
export function renderHiddenByPasar(
  links: MailLinks,
  mail: HiddenByPasarMail,
  language: Language,
): RenderedMail {
  const text = mailText(language)
  const { t } = text
  const intro = t(INTRO[mail.target.kind][mail.hidden ? 'hidden' : 'shown'], {
    name: mail.target.name,
    store: mail.store.name,
  })
  const blocks = mail.hidden
    ? [intro, `${t('common.reasonLabel')} ${mail.reason}`, t('hiddenByPasar.mistake')]
    : [intro]
  const action = {
    label: t('hiddenByPasar.action'),
    url: `${links.publicUrl}/dashboard/stores/${encodeURIComponent(mail.store.slug)}`,
  }
  const name = mail.target.name
  const greeting = t('common.hello', { name: mail.owner.name })
  return {
    subject: mail.hidden
      ? t('hiddenByPasar.subjectHidden', { name })
      : t('hiddenByPasar.subjectShown', { name }),
    text: textLayout({ greeting, blocks, action }),
    html: htmlLayout({
      text,
      preheader: intro,
      heading: t(mail.hidden ? 'hiddenByPasar.headingHidden' : 'hiddenByPasar.headingShown'),
      body: html`${paragraph(greeting)}${blocks.map((b) => paragraph(b))}`,
      action,
    }),
  }
}
