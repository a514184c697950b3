import { formatIDR } from '@pasar/shared'
import type { MailLine, MailLinks, MailStoreOrder, RenderedMail } from '../types.ts'
import { lineText } from './format.ts'
import { html, type SafeHtml } from './html.ts'
import type { MailText } from './mail-text.ts'

export interface MailAction {
  label: string
  url: string
}

const BRAND = '#16a34a'
const MUTED = '#6b7280'

/**
 * One part of a mail's body: a paragraph that reads the same in text and HTML, or a part with
 * HTML of its own (a table, words in bold) beside its plain-text form.
 */
export type MailBlock = string | { text: string; html: SafeHtml }

/** What one mail says, in its recipient's language, before it is put in the frame. */
export interface MailContent {
  subject: string
  /** The line a mail client shows beside the subject. */
  preheader: string
  heading: string
  blocks: MailBlock[]
  action: MailAction
}

/** A mail's template: the mail's data in the words of `text`, with links back to the app. */
export type MailTemplate<M> = (links: MailLinks, mail: M, text: MailText) => MailContent

/**
 * The one frame every mail uses, in plain text and HTML: a greeting to the recipient, the
 * blocks, a button back to the app and the footer.
 */
export function layoutMail(
  text: MailText,
  to: { name: string },
  content: MailContent,
): RenderedMail {
  const greeting = text.t('common.hello', { name: to.name })
  return {
    subject: content.subject,
    text: textLayout(greeting, content.blocks, content.action),
    html: htmlLayout({
      ...content,
      text,
      body: html`${paragraph(greeting)}${content.blocks.map((block) =>
        typeof block === 'string' ? paragraph(block) : block.html,
      )}`,
    }),
  }
}

/** The HTML frame. Inline styles and tables, since mail clients ignore style sheets. */
function htmlLayout(input: {
  text: MailText
  preheader: string
  heading: string
  body: SafeHtml
  action: MailAction
}): string {
  return html`<!doctype html>
    <html lang="${input.text.language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>${input.heading}</title>
      </head>
      <body
        style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827"
      >
        <div style="display:none;max-height:0;overflow:hidden">${input.preheader}</div>
        <table
          role="presentation"
          width="100%"
          cellpadding="0"
          cellspacing="0"
          style="background:#f3f4f6;padding:24px 0"
        >
          <tr>
            <td align="center">
              <table
                role="presentation"
                width="560"
                cellpadding="0"
                cellspacing="0"
                style="max-width:560px;width:100%;background:#ffffff;border-radius:8px;padding:32px"
              >
                <tr>
                  <td style="font-size:20px;font-weight:bold;color:${BRAND};padding-bottom:16px">
                    Pasar
                  </td>
                </tr>
                <tr>
                  <td style="font-size:18px;font-weight:bold;padding-bottom:12px">
                    ${input.heading}
                  </td>
                </tr>
                <tr>
                  <td style="font-size:14px;line-height:1.6">${input.body}</td>
                </tr>
                <tr>
                  <td style="padding-top:24px">
                    <a
                      href="${input.action.url}"
                      style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px;font-size:14px;font-weight:bold"
                      >${input.action.label}</a
                    >
                  </td>
                </tr>
                <tr>
                  <td style="font-size:12px;color:${MUTED};padding-top:24px">
                    ${input.text.t('common.footer')}
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html>`.value
}

/** The plain-text twin of the frame: greeting, paragraphs, the link, the sign-off. */
function textLayout(greeting: string, blocks: MailBlock[], action: MailAction): string {
  return [
    greeting,
    '',
    ...blocks.flatMap((block) => [typeof block === 'string' ? block : block.text, '']),
    `${action.label}: ${action.url}`,
    '',
    'Pasar',
    '',
  ].join('\n')
}

export const paragraph = (content: SafeHtml | string) =>
  html`<p style="margin:0 0 12px">${content}</p>`

function linesTable(lines: MailLine[], extra: { label: string; amount: number }[]): SafeHtml {
  return html`<table
    role="presentation"
    width="100%"
    cellpadding="0"
    cellspacing="0"
    style="font-size:14px;margin:0 0 12px"
  >
    ${lines.map(
      (line) =>
        html`<tr>
          <td style="padding:4px 0">${line.quantity} × ${line.productName}</td>
          <td align="right" style="padding:4px 0;white-space:nowrap">
            ${formatIDR(line.price * line.quantity)}
          </td>
        </tr>`,
    )}${extra.map(
      (row) =>
        html`<tr>
          <td style="padding:4px 0;color:${MUTED}">${row.label}</td>
          <td align="right" style="padding:4px 0;white-space:nowrap;color:${MUTED}">
            ${formatIDR(row.amount)}
          </td>
        </tr>`,
    )}
  </table>`
}

const shippingLabel = (text: MailText, { shipping }: MailStoreOrder) =>
  text.t('common.shippingLine', { courier: shipping.courierName, service: shipping.serviceName })

function storeOrderHtml(text: MailText, storeOrder: MailStoreOrder, withShipping = true): SafeHtml {
  return html`<p style="margin:16px 0 4px;font-weight:bold">${storeOrder.store.name}</p>
    ${linesTable(
      storeOrder.lines,
      withShipping
        ? [{ label: shippingLabel(text, storeOrder), amount: storeOrder.shipping.price }]
        : [],
    )}`
}

function storeOrderText(text: MailText, storeOrder: MailStoreOrder, withShipping = true): string {
  return [
    `${storeOrder.store.name}:`,
    ...storeOrder.lines.map((line) => `- ${lineText(line)}`),
    ...(withShipping
      ? [`- ${shippingLabel(text, storeOrder)} — ${formatIDR(storeOrder.shipping.price)}`]
      : []),
  ].join('\n')
}

function totalsHtml(rows: { label: string; amount: number }[]): SafeHtml {
  return html`<table
    role="presentation"
    width="100%"
    cellpadding="0"
    cellspacing="0"
    style="font-size:14px;margin:8px 0 12px;border-top:1px solid #e5e7eb"
  >
    ${rows.map(
      (row, i) =>
        html`<tr>
          <td style="padding:4px 0${i === rows.length - 1 ? ';font-weight:bold' : ''}">
            ${row.label}
          </td>
          <td
            align="right"
            style="padding:4px 0${i === rows.length - 1 ? ';font-weight:bold' : ''}"
          >
            ${formatIDR(row.amount)}
          </td>
        </tr>`,
    )}
  </table>`
}

function totalsText(rows: { label: string; amount: number }[]): string {
  return rows.map((row) => `${row.label}: ${formatIDR(row.amount)}`).join('\n')
}

/** A store's lines and its shipping (unless told without), under the store's name. */
export const storeOrderBlock = (
  text: MailText,
  storeOrder: MailStoreOrder,
  withShipping = true,
): MailBlock => ({
  text: storeOrderText(text, storeOrder, withShipping),
  html: storeOrderHtml(text, storeOrder, withShipping),
})

/** Label/amount rows such as the order's totals, the last in bold. */
export const totalsBlock = (rows: { label: string; amount: number }[]): MailBlock => ({
  text: totalsText(rows),
  html: totalsHtml(rows),
})
