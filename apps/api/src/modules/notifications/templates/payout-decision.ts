import { formatIDR } from '@pasar/shared'
import type { PayoutDecisionMail } from '../types.ts'
import { financeUrl } from './format.ts'
import type { MailTemplate } from './layout.ts'

/**
 * To a store's owner when an operator approves their withdrawal (it is on its way) or rejects it
 * (with the operator's reason; the money is back in the balance). docs/decisions/1012.
 */
export const renderPayoutDecision: MailTemplate<PayoutDecisionMail> = (links, mail, text) => {
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
  return {
    subject: rejected
      ? t('payoutRejected.subject', { amount, store })
      : t('payoutApproved.subject', { amount, store }),
    preheader: intro,
    heading: t(rejected ? 'payoutRejected.heading' : 'payoutApproved.heading'),
    blocks,
    action: { label: t('payout.action'), url: financeUrl(links.publicUrl, mail.store.slug) },
  }
}
