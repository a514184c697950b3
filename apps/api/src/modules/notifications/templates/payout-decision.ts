import { formatIDR, type Language } from '@pasar/shared'
import type { MailLinks, PayoutDecisionMail, RenderedMail } from '../types.ts'
import { financeUrl } from './format.ts'
import { html } from './html.ts'
import { htmlLayout, paragraph, textLayout } from './layout.ts'
import { mailText } from './mail-text.ts'

/**
 * To a store's owner when an operator approves their withdrawal (it is on its way) or rejects it
 * (with the operator's reason; the money is back in the balance). docs/decisions/1012.
 */
export function renderPayoutDecision(
  links: MailLinks,
  mail: PayoutDecisionMail,
  language: Language,
): RenderedMail {
  const text = mailText(language)
  const { t } = text
  const amount = formatIDR(mail.amount)
  const store = mail.store.name
  const account = t('payout.account', {
    bank: mail.account.bankName,
    last4: mail.account.accountNumber.slice(-4),
    holder: mail.account.accountName,
  })
  const values = { id: mail.payoutId, amount, store, account }
  const rejected = mail.rejectReason !== null
  const intro = rejected ? t('payoutRejected.intro', values) : t('payoutApproved.intro', values)
  const blocks = rejected
    ? [
        intro,
        `${t('common.reasonLabel')} ${mail.rejectReason}`,
        t('payoutRejected.returned', { amount }),
      ]
    : [intro, t('payoutApproved.wait')]
  const action = { label: t('payout.action'), url: financeUrl(links.publicUrl, mail.store.slug) }
  const greeting = t('common.hello', { name: mail.owner.name })
  return {
    subject: rejected
      ? t('payoutRejected.subject', { amount, store })
      : t('payoutApproved.subject', { amount, store }),
    text: textLayout({ greeting, blocks, action }),
    html: htmlLayout({
      text,
      preheader: intro,
      heading: t(rejected ? 'payoutRejected.heading' : 'payoutApproved.heading'),
      body: html`${paragraph(greeting)}${blocks.map((block) => paragraph(block))}`,
      action,
    }),
  }
}
