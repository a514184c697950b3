import type { HiddenByPasarMail, MailLinks, RenderedMail } from '../types.ts'
import { html } from './html.ts'
import { htmlLayout, paragraph, textLayout } from './layout.ts'

/**
 * To a store's owner, when an operator hides the store or one of its products from shoppers, or
 * shows it again (docs/decisions/0991-hidden-by-an-operator.md).
 */
export function renderHiddenByPasar(links: MailLinks, mail: HiddenByPasarMail): RenderedMail {
  const what =
    mail.target.kind === 'store'
      ? `your store '${mail.target.name}'`
      : `your product '${mail.target.name}' in ${mail.store.name}`
  const intro = mail.hidden
    ? `Pasar has hidden ${what} from shoppers. It no longer appears in listings, search or on its page, and it cannot be ordered.`
    : `Pasar has shown ${what} to shoppers again.`
  const blocks = mail.hidden
    ? [intro, `Reason: ${mail.reason}`, 'If you think this is a mistake, reply to this mail.']
    : [intro]
  const action = {
    label: 'Open your dashboard',
    url: `${links.publicUrl}/dashboard/stores/${encodeURIComponent(mail.store.slug)}`,
  }
  const subject = mail.hidden
    ? `Hidden by Pasar: ${mail.target.name}`
    : `Visible again: ${mail.target.name}`
  return {
    subject,
    text: textLayout({ greeting: `Hello ${mail.owner.name},`, blocks, action }),
    html: htmlLayout({
      preheader: intro,
      heading: mail.hidden ? 'Hidden by Pasar' : 'Visible again',
      body: html`${paragraph(`Hello ${mail.owner.name},`)}${blocks.map((b) => paragraph(b))}`,
      action,
    }),
  }
}
