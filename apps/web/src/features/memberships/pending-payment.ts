/** A payment waiting for the bank's 3-D Secure page (kept for this tab only), paid again on return. */
export type PendingPayment = { kind: 'buy'; body: Record<string, unknown> } | { kind: 'upgrade'; body: Record<string, unknown> };
const KEY = 'memberships.pendingPayment';
export const rememberPayment = (p: PendingPayment) => sessionStorage.setItem(KEY, JSON.stringify(p));
/**
 * The payment waiting for the bank, kept until its outcome is known: a reload while it is being paid
 * again pays it again with the same reference, which the server answers with the one purchase.
 */
export const forgetPendingPayment = () => sessionStorage.removeItem(KEY);
export function pendingPayment(): PendingPayment | null {
  const raw = sessionStorage.getItem(KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as PendingPayment;
  } catch {
    return null;
  }
}
