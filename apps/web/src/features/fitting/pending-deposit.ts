/** What a deposit in flight needs after a bank challenge or the lender's page (kept for this tab only). */
export interface PendingDeposit {
  orderId: string;
  kind: 'card' | 'financing';
  token?: string;
  amount: string;
  coupon?: { code: string; discount: string };
  gift?: { code: string; amount: string };
}
const KEY = 'fitting.pendingDeposit';
export const rememberDeposit = (p: PendingDeposit) => sessionStorage.setItem(KEY, JSON.stringify(p));
export function takePendingDeposit(orderId: string): PendingDeposit | null {
  const raw = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  if (!raw) return null;
  try {
    const p = JSON.parse(raw) as PendingDeposit;
    return p.orderId === orderId ? p : null;
  } catch {
    return null;
  }
}
