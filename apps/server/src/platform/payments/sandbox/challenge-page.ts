import type { ChallengeRow } from './challenge.ts';
import { brandName } from '../cards.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The sandbox issuer's 3-D Secure challenge: the page a bank shows in the checkout's place. The
 * cardholder confirms or refuses; either way the browser returns to the shop's callback URL.
 */
export function challengePage(row: ChallengeRow): string {
  const amount = new Intl.NumberFormat('en', { style: 'currency', currency: row.currency }).format(Number(row.amount));
  const brand = brandName(row.brand);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Verify your payment – Sandbox Bank</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f4f5; margin: 0; color: #18181b; }
  main { max-width: 420px; margin: 48px auto; background: #fff; border-radius: 12px; padding: 24px; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
  h1 { font-size: 1.3rem; margin: 0 0 8px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; margin: 16px 0 24px; }
  dt { color: #52525b; }
  dd { margin: 0; font-weight: 600; }
  .actions { display: flex; gap: 12px; flex-wrap: wrap; }
  button { font: inherit; padding: 12px 18px; border-radius: 8px; border: 0; cursor: pointer; }
  .approve { background: #c2410c; color: #fff; }
  .refuse { background: #e4e4e7; color: #18181b; }
  p.note { color: #52525b; font-size: .9rem; }
</style>
</head>
<body>
<main>
  <h1>Verify your payment</h1>
  <p>Your bank asks you to confirm this purchase.</p>
  <dl>
    <dt>Amount</dt><dd>${escape(amount)}</dd>
    <dt>Order</dt><dd>${escape(row.merchantRef)}</dd>
    <dt>Card</dt><dd>${escape(brand)} ending in ${escape(row.last4)}</dd>
  </dl>
  <form method="post" action="/payments/3ds/challenge/${escape(row.id)}">
    <div class="actions">
      <button class="approve" type="submit" name="outcome" value="approve">Confirm payment</button>
      <button class="refuse" type="submit" name="outcome" value="refuse">Cancel verification</button>
    </div>
  </form>
  <p class="note">Sandbox Bank: a test issuer. No money moves.</p>
</main>
</body>
</html>`;
}
