import type { Language } from '@pasar/shared'
import type { MailLinks, NewReviewMail, RenderedMail } from '../types.ts'
import { storeReviewsUrl } from './format.ts'
import { html } from './html.ts'
import { htmlLayout, paragraph, textLayout } from './layout.ts'
import { mailText } from './mail-text.ts'

/**
 * To a store's owner when a buyer reviews one of its products: the rating, the buyer's words as
 * written, and a link to the store's reviews to reply (docs/decisions/1012).
 */
export function renderNewReview(
  links: MailLinks,
  mail: NewReviewMail,
  language: Language,
): RenderedMail {
  const text = mailText(language)
  const { t } = text
  const product = mail.productName
  const stars = `${'★'.repeat(mail.rating)}${'☆'.repeat(5 - mail.rating)}`
  const intro = t('newReview.intro', {
    buyer: mail.buyerName,
    product,
    store: mail.store.name,
    rating: mail.rating,
  })
  const comment = mail.comment ? `“${mail.comment}”` : t('newReview.noComment')
  const blocks = [`${stars} ${intro}`, comment, t('newReview.reply')]
  const action = {
    label: t('newReview.action'),
    url: storeReviewsUrl(links.publicUrl, mail.store.slug),
  }
  const greeting = t('common.hello', { name: mail.owner.name })
  return {
    subject: t('newReview.subject', { rating: mail.rating, product }),
    text: textLayout({ greeting, blocks, action }),
    html: htmlLayout({
      text,
      preheader: intro,
      heading: t('newReview.heading', { product }),
      body: html`${paragraph(greeting)}${blocks.map((block) => paragraph(block))}`,
      action,
    }),
  }
}
