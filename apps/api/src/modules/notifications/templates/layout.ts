import { formatIDR } from '@pasar/shared'
import type { MailLine, MailStoreOrder } from '../types.ts'
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
 * The one HTML frame every mail uses: a heading, the body and a button back to the app. Inline
 * styles and tables, since mail clients ignore style sheets.
 */
export function htmlLayout(input: {
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

/** The plain-text twin of the layout: greeting, paragraphs, the link, the sign-off. */
export function textLayout(input: { greeting: string; blocks: string[]; action: MailAction }) {
  return [
    input.greeting,
    '',
    ...input.blocks.flatMap((block) => [block, '']),
    `${input.action.label}: ${input.action.url}`,
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

/** A store's lines and its shipping, under the store's name. */
export function storeOrderHtml(
  text: MailText,
  storeOrder: MailStoreOrder,
  withShipping = true,
): SafeHtml {
  return html`<p style="margin:16px 0 4px;font-weight:bold">${storeOrder.store.name}</p>
    ${linesTable(
      storeOrder.lines,
      withShipping
        ? [{ label: shippingLabel(text, storeOrder), amount: storeOrder.shipping.price }]
        : [],
    )}`
}

export function storeOrderText(
  text: MailText,
  storeOrder: MailStoreOrder,
  withShipping = true,
): string {
  return [
    `${storeOrder.store.name}:`,
    ...storeOrder.lines.map((line) => `- ${lineText(line)}`),
    ...(withShipping
      ? [`- ${shippingLabel(text, storeOrder)} — ${formatIDR(storeOrder.shipping.price)}`]
      : []),
  ].join('\n')
}

/** Label/amount rows such as the order's totals. */
export function totalsHtml(rows: { label: string; amount: number }[]): SafeHtml {
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

export function totalsText(rows: { label: string; amount: number }[]): string {
  return rows.map((row) => `${row.label}: ${formatIDR(row.amount)}`).join('\n')
}
