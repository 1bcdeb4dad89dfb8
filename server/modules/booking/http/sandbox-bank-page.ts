import { bookingApi } from '../../../../src/core/contracts/api/booking-api';
import { urlOf } from '../../../../src/core/contracts/endpoint';
import { priceText } from '../../../../src/core/domain/price-text';
import { SANDBOX_BANK_MESSAGES as M } from '../booking-messages';
import type { SandboxPayment } from '../ports/sandbox-bank';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const STYLE = `
:root { color-scheme: light dark; --bg: #f6f7fb; --card: #fff; --text: #1b2433; --muted: #4f5b6e; --border: #d5dbe6;
  --pay: #1b7a34; --pay-text: #fff; --cancel: #b3261e; }
@media (prefers-color-scheme: dark) { :root { --bg: #10151f; --card: #1a2130; --text: #e8ecf3; --muted: #b3bccb;
  --border: #364158; --pay: #6fdc8c; --pay-text: #0b1526; --cancel: #ff8a80; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1rem; background: var(--bg); color: var(--text);
  font-family: Vazirmatn, Tahoma, sans-serif; line-height: 1.8; }
main { width: 100%; max-width: 26rem; background: var(--card); border: 1px solid var(--border); border-radius: 12px; padding: 1.5rem; }
h1 { font-size: 1.25rem; margin: 0 0 0.25rem; }
.note { color: var(--muted); font-size: 0.9rem; margin: 0 0 1rem; }
dl { margin: 0 0 1.25rem; display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; }
dt { color: var(--muted); } dd { margin: 0; font-weight: 700; overflow-wrap: anywhere; }
/* a phone's width: each label above its value, so a long description is not squeezed into a sliver */
@media (max-width: 30rem) {
  body { padding: 0.75rem; }
  main { padding: 1.25rem 1rem; }
  dl { grid-template-columns: 1fr; gap: 0; }
  dd { margin-bottom: 0.75rem; }
}
.actions { display: flex; gap: 0.75rem; flex-wrap: wrap; }
form { flex: 1 1 9rem; margin: 0; }
button { width: 100%; font: inherit; font-weight: 700; padding: 0.7rem 1rem; border-radius: 8px; cursor: pointer; white-space: nowrap; }
.pay { background: var(--pay); color: var(--pay-text); border: 0; }
.cancel { background: transparent; color: var(--cancel); border: 2px solid var(--cancel); }
button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`;

/** `fontFaces`: the site's @font-face rules, so the page is set in Vazirmatn like the site. */
function page(title: string, body: string, fontFaces: string): string {
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${fontFaces}${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

/** The sandbox bank's payment page: amount, description, a pay and a cancel button (plain forms, no script). */
export function sandboxBankPage(payment: SandboxPayment, fontFaces = ''): string {
  const { authority } = payment;
  return page(
    M.title,
    `<h1>${M.title}</h1>
<p class="note">${M.note}</p>
<dl>
<dt>${M.amount}</dt><dd data-testid="amount">${escapeHtml(priceText(payment.amountTomans))}</dd>
<dt>${M.for}</dt><dd>${escapeHtml(payment.description)}</dd>
</dl>
<div class="actions">
<form method="post" action="${escapeHtml(urlOf(bookingApi.sandboxBankPay, { authority }))}"><button class="pay" type="submit">${M.pay}</button></form>
<form method="post" action="${escapeHtml(urlOf(bookingApi.sandboxBankCancel, { authority }))}"><button class="cancel" type="submit">${M.cancel}</button></form>
</div>`,
    fontFaces,
  );
}

export function sandboxBankNotFoundPage(fontFaces = ''): string {
  return page(M.notFoundTitle, `<h1>${M.notFoundTitle}</h1><p class="note">${M.notFound}</p>`, fontFaces);
}
