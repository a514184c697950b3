import { formatIDR } from '@pasar/shared'
import { escapeHtml } from '../../../lib/escape-html.ts'
import { LOCAL_PENDING_METHODS, type TwinItem } from './twin.ts'

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,'Segoe UI',sans-serif;color:#0f172a;background:#fff}
main{display:flex;flex-direction:column;gap:12px;min-height:100vh;padding:20px}
header{display:flex;flex-direction:column;gap:2px}
.brand{font-size:13px;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:#0f766e}
h1{margin:0;font-size:20px}.muted{color:#475569;font-size:13px}
.total{font-size:26px;font-weight:700;white-space:nowrap;font-variant-numeric:tabular-nums}
p{margin:0}
ul{list-style:none;margin:0;padding:0;border:1px solid #e2e8f0;border-radius:12px}
li{display:flex;justify-content:space-between;align-items:baseline;gap:12px;padding:10px 12px;border-top:1px solid #e2e8f0}
li>span:first-child{min-width:0;overflow-wrap:anywhere}
.figure{white-space:nowrap;font-variant-numeric:tabular-nums}
li:first-child{border-top:0}
.actions{display:grid;gap:8px;margin-top:auto}
button{font:inherit;font-weight:600;padding:10px 16px;border-radius:10px;border:1px solid #cbd5e1;background:#fff;color:#0f172a;cursor:pointer}
button:focus-visible{outline:3px solid #5eead4;outline-offset:2px}
button.primary{background:#115e59;border-color:#115e59;color:#fff}
button.danger{color:#b91c1c;border-color:#fecaca}
.pending{display:grid;grid-template-columns:1fr auto;gap:8px;align-items:end}
label{display:grid;gap:2px;font-size:13px;color:#475569}
select{font:inherit;padding:9px 10px;border-radius:10px;border:1px solid #cbd5e1;background:#fff;color:#0f172a}
button:disabled{opacity:.6;cursor:wait}
`

/**
 * The shop's order number as its orders screen writes it ('#12'), read from the attempt's
 * provider order id ('PSR-12-1', see orders/checkout.ts); any other id is shown as it is.
 */
function orderLabel(providerOrderId: string): string {
  const match = /^PSR-(\d+)-\d+$/.exec(providerOrderId)
  return match ? `Order #${match[1]}` : `Order ${providerOrderId}`
}

const METHOD_LABELS: Record<(typeof LOCAL_PENDING_METHODS)[number], string> = {
  bca: 'BCA virtual account',
  bni: 'BNI virtual account',
  bri: 'BRI virtual account',
  permata: 'Permata virtual account',
  mandiri: 'Mandiri bill payment',
  indomaret: 'Indomaret',
  alfamart: 'Alfamart',
}

export function payPage(input: {
  token: string
  providerOrderId: string
  grossAmount: number
  items: TwinItem[]
}) {
  const lines = input.items
    .map(
      (item) =>
        `<li><span>${escapeHtml(item.name)} × ${item.quantity}${item.merchant_name ? `<small> · ${escapeHtml(item.merchant_name)}</small>` : ''}</span><span class="figure">${escapeHtml(formatIDR(item.price * item.quantity))}</span></li>`,
    )
    .join('')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Payment · Local simulator</title>
<style>${STYLE}</style>
</head>
<body>
<main data-token="${escapeHtml(input.token)}">
  <header>
    <span class="brand">Pasar Pay · local simulator</span>
    <h1>Complete your payment</h1>
    <span class="muted" data-testid="order-number">${escapeHtml(orderLabel(input.providerOrderId))} · payment ${escapeHtml(input.providerOrderId)}</span>
  </header>
  <div><span class="muted">Total</span><div class="total">${escapeHtml(formatIDR(input.grossAmount))}</div></div>
  <ul aria-label="Items">${lines}</ul>
  <p class="muted">No money moves here: each choice sends the shop a signed notification, as Midtrans would.</p>
  <p id="status" role="status" class="muted"></p>
  <div class="actions">
    <button type="button" class="primary" data-choice="pay">Pay</button>
    <div class="pending">
      <label for="method">Pay later by
        <select id="method">${LOCAL_PENDING_METHODS.map((method) => `<option value="${method}">${METHOD_LABELS[method]}</option>`).join('')}</select>
      </label>
      <button type="button" data-choice="pending">Leave pending</button>
    </div>
    <button type="button" class="danger" data-choice="fail">Fail</button>
    <button type="button" data-choice="close">Close</button>
  </div>
</main>
<script src="/local/midtrans/pay.js"></script>
</body>
</html>`
}
