import { DEMO_ACCOUNTS } from '../../../seed/demo-accounts.ts'
import { escapeHtml } from '../../../lib/escape-html.ts'

/** Identities offered on the consent page; anyone else can be typed in. */
export const TEST_IDENTITIES = [
  ...DEMO_ACCOUNTS.map((a) => ({ name: a.name, email: a.email })),
  { name: 'Rina Kusuma', email: 'rina.kusuma@gmail.test' },
]

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('')
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f1f5f9;color:#0f172a;display:flex;min-height:100vh;align-items:flex-start;justify-content:center;padding:24px 12px}
main{background:#fff;border:1px solid #e2e8f0;border-radius:14px;max-width:420px;width:100%;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.06)}
h1{font-size:1.25rem;margin:0 0 4px}p{margin:0 0 16px;color:#475569;font-size:.9rem;line-height:1.4}
.badge{display:inline-block;font-size:.75rem;font-weight:600;background:#ccfbf1;color:#115e59;border-radius:999px;padding:2px 10px;margin-bottom:12px}
ul{list-style:none;margin:0 0 20px;padding:0;border:1px solid #e2e8f0;border-radius:10px;overflow:hidden}
li+li{border-top:1px solid #e2e8f0}
button.identity{all:unset;box-sizing:border-box;display:flex;gap:12px;align-items:center;width:100%;padding:12px 14px;cursor:pointer}
button.identity:hover,button.identity:focus-visible{background:#f0fdfa;outline:2px solid #0f766e;outline-offset:-2px}
.avatar{flex:none;width:36px;height:36px;border-radius:50%;background:#0f766e;color:#fff;display:grid;place-items:center;font-weight:600;font-size:.85rem}
.who{display:flex;flex-direction:column;min-width:0}.who strong{font-size:.95rem}.who span{font-size:.85rem;color:#475569;overflow:hidden;text-overflow:ellipsis}
fieldset{border:0;margin:0;padding:0;display:grid;gap:10px}legend{font-weight:600;margin-bottom:8px}
label{font-size:.85rem;font-weight:500;display:grid;gap:4px}
input[type=text],input[type=email]{font:inherit;padding:9px 10px;border:1px solid #cbd5e1;border-radius:8px}
input:focus-visible{outline:2px solid #0f766e;outline-offset:1px}
.check{display:flex;gap:8px;align-items:center;font-weight:400}
.primary{font:inherit;font-weight:600;background:#0f766e;color:#fff;border:0;border-radius:8px;padding:10px 14px;cursor:pointer}
.primary:hover{background:#115e59}
#status{min-height:1.2em;margin-top:12px;font-size:.85rem;color:#b91c1c}
`

/** The local provider's consent popup: pick a test identity or type one. */
export function consentPage(options: { state: string; clientId: string; scriptUrl: string }) {
  const items = TEST_IDENTITIES.map(
    (
      identity,
    ) => `<li><button type="button" class="identity" data-email="${escapeHtml(identity.email)}" data-name="${escapeHtml(identity.name)}">
  <span class="avatar" aria-hidden="true">${escapeHtml(initials(identity.name))}</span>
  <span class="who"><strong>${escapeHtml(identity.name)}</strong><span>${escapeHtml(identity.email)}</span></span>
</button></li>`,
  ).join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Choose an account · Local Google sign-in</title>
<style>${STYLE}</style>
</head>
<body data-state="${escapeHtml(options.state)}" data-client-id="${escapeHtml(options.clientId)}">
<main>
  <span class="badge">Local test provider</span>
  <h1>Choose an account</h1>
  <p>to continue to Pasar. Google sign-in is not configured on this server, so this built-in provider stands in for it with test identities.</p>
  <ul aria-label="Test accounts">
${items}
  </ul>
  <form id="custom" novalidate>
    <fieldset>
      <legend>Use another identity</legend>
      <label>Name <input type="text" name="name" autocomplete="name" required /></label>
      <label>Email <input type="email" name="email" autocomplete="email" required /></label>
      <label class="check"><input type="checkbox" name="emailVerified" checked /> Google has verified this email</label>
      <button type="submit" class="primary">Continue</button>
    </fieldset>
  </form>
  <p id="status" role="status"></p>
</main>
<script src="${escapeHtml(options.scriptUrl)}"></script>
</body>
</html>`
}

/** Runs in the popup: asks for a code, hands it to the opener (same origin only) and closes. */
export const CONSENT_SCRIPT = `(() => {
  const body = document.body
  const status = document.getElementById('status')
  async function choose(identity) {
    status.textContent = ''
    if (!window.opener) {
      status.textContent = 'Open this page from the Google button of Pasar.'
      return
    }
    try {
      const res = await fetch('authorize', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...identity, clientId: body.dataset.clientId }),
      })
      const answer = await res.json()
      if (!res.ok) throw new Error(answer.message || 'Sign-in failed')
      window.opener.postMessage(
        { source: 'pasar-local-google', code: answer.code, state: body.dataset.state },
        window.location.origin,
      )
      window.close()
    } catch (error) {
      status.textContent = error.message
    }
  }
  for (const button of document.querySelectorAll('button.identity')) {
    button.addEventListener('click', () =>
      choose({ email: button.dataset.email, name: button.dataset.name, emailVerified: true }),
    )
  }
  document.getElementById('custom').addEventListener('submit', (event) => {
    event.preventDefault()
    const form = new FormData(event.target)
    choose({
      name: String(form.get('name') || '').trim(),
      email: String(form.get('email') || '').trim(),
      emailVerified: form.get('emailVerified') === 'on',
    })
  })
})()
`
