import type { HiddenByPasarMail } from '../types.ts'
import type { MailTemplate } from './layout.ts'
import type { MailKey } from './mail-text.ts'

const INTRO: Record<'store' | 'product', Record<'hidden' | 'shown', MailKey>> = {
  store: { hidden: 'hiddenByPasar.storeHidden', shown: 'hiddenByPasar.storeShown' },
  product: { hidden: 'hiddenByPasar.productHidden', shown: 'hiddenByPasar.productShown' },
}

/**
 * To a store's owner, when an operator hides the store or one of its products from shoppers, or
 * shows it again (docs/decisions/0991-hidden-by-an-operator.md).
 */
export const renderHiddenByPasar: MailTemplate<HiddenByPasarMail> = (links, mail, text) => {
  const { t } = text
  const intro = t(INTRO[mail.target.kind][mail.hidden ? 'hidden' : 'shown'], {
    name: mail.target.name,
    store: mail.store.name,
  })
  const blocks = mail.hidden
    ? [intro, `${t('common.reasonLabel')} ${mail.reason}`, t('hiddenByPasar.mistake')]
    : [intro]
  const name = mail.target.name
  return {
    subject: mail.hidden
      ? t('hiddenByPasar.subjectHidden', { name })
      : t('hiddenByPasar.subjectShown', { name }),
    preheader: intro,
    heading: t(mail.hidden ? 'hiddenByPasar.headingHidden' : 'hiddenByPasar.headingShown'),
    blocks,
    action: {
      label: t('hiddenByPasar.action'),
      url: `${links.publicUrl}/dashboard/stores/${encodeURIComponent(mail.store.slug)}`,
    },
  }
}
