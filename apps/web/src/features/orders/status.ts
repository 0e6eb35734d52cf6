/** Order states the screens name in the customer's language; others show as the server says them. */
export const ORDER_STATES = ['pending', 'pending_payment', 'processing', 'complete', 'canceled', 'closed'] as const;

/** Magento answers labels ("Pending Payment"), the portal codes ("pending_payment"): one key for both. */
export function orderStateKey(status: string): (typeof ORDER_STATES)[number] | null {
  const key = status.trim().toLowerCase().replace(/\s+/g, '_');
  return (ORDER_STATES as readonly string[]).includes(key) ? (key as (typeof ORDER_STATES)[number]) : null;
}

/** Outlined chip colours whose text keeps a 4.5:1 contrast on white (MUI's info and warning do not). */
export const stateColor = (status: string): 'success' | 'primary' | 'default' => {
  const key = orderStateKey(status);
  return key === 'complete' ? 'success' : key === 'processing' ? 'primary' : 'default';
};
