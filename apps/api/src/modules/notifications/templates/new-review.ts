import type { NewReviewMail } from '../types.ts'
import { storeReviewsUrl } from './format.ts'
import type { MailTemplate } from './layout.ts'

/**
 * To a store's owner when a buyer reviews one of its products: the rating, the buyer's words as
 * written, and a link to the store's reviews to reply (docs/decisions/1012).
 */
export const renderNewReview: MailTemplate<NewReviewMail> = (links, mail, text) => {
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
  return {
    subject: t('newReview.subject', { rating: mail.rating, product }),
    preheader: intro,
    heading: t('newReview.heading', { product }),
    blocks: [`${stars} ${intro}`, comment, t('newReview.reply')],
    action: {
      label: t('newReview.action'),
      url: storeReviewsUrl(links.publicUrl, mail.store.slug),
    },
  }
}
