import { monthlyPayment, PLANS, type LenderCheckoutRow } from './local-lender.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The lender's approval page: the amount, the plans with their monthly payments, approve or decline. */
export function lenderPage(row: LenderCheckoutRow): string {
  const format = new Intl.NumberFormat('en', { style: 'currency', currency: row.currency });
  const plans = PLANS.map(
    (p, i) =>
      `<label class="plan"><input type="radio" name="term" value="${p.months}"${i === 1 ? ' checked' : ''}> <span><strong>${escape(format.format(Number(monthlyPayment(row.amount, p.months, p.apr))))}</strong> a month for ${p.months} months · ${p.apr}% APR</span></label>`,
  ).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay over time – Local Lender</title>
<style>
  body { font-family: system-ui, sans-serif; background: #eef2ff; margin: 0; color: #18181b; }
  main { max-width: 440px; margin: 40px auto; background: #fff; border-radius: 12px; padding: 24px; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
  h1 { font-size: 1.3rem; margin: 0 0 8px; }
  fieldset { border: 0; padding: 0; margin: 16px 0; display: grid; gap: 10px; }
  .plan { display: flex; gap: 10px; align-items: center; border: 1px solid #c7d2fe; border-radius: 8px; padding: 10px; }
  .actions { display: flex; gap: 12px; flex-wrap: wrap; }
  button { font: inherit; padding: 12px 18px; border-radius: 8px; border: 0; cursor: pointer; }
  .approve { background: #3730a3; color: #fff; }
  .decline { background: #e4e4e7; color: #18181b; }
  p.note { color: #52525b; font-size: .9rem; }
</style>
</head>
<body>
<main>
  <h1>Pay over time</h1>
  <p>Finance <strong>${escape(format.format(Number(row.amount)))}</strong> for order ${escape(row.merchantRef)}.</p>
  <form method="post">
    <fieldset>
      <legend>Choose a plan</legend>
      ${plans}
    </fieldset>
    <div class="actions">
      <button class="approve" type="submit" name="outcome" value="approve">Confirm the loan</button>
      <button class="decline" type="submit" name="outcome" value="decline">No thanks</button>
    </div>
  </form>
  <p class="note">Local Lender is this shop's built-in financing stand-in. Amounts from $50 to $17,500 can be approved.</p>
</main>
</body>
</html>`;
}
