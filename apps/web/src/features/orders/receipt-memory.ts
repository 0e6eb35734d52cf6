/**
 * The receipt address the customer used last, kept on this device, so the next receipt can be made
 * out the same way with one click. Storage may be unavailable (private modes): then nothing is kept.
 */
const KEY = 'golf.orders.lastReceiptAddress';

export function lastReceiptAddress(storage: Pick<Storage, 'getItem'> | null = safeStorage()): string | null {
  try {
    return storage?.getItem(KEY)?.trim() || null;
  } catch {
    return null;
  }
}

export function rememberReceiptAddress(address: string, storage: Pick<Storage, 'setItem'> | null = safeStorage()): void {
  const value = address.trim();
  if (!value) return;
  try {
    storage?.setItem(KEY, value);
  } catch {
    // Full or refused storage: the address is still on the receipt, just not remembered.
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Receipt addresses are printed as given, one to 120 characters. */
export const RECEIPT_ADDRESS_MAX = 120;
export const validReceiptAddress = (value: string) => value.trim().length > 0 && value.trim().length <= RECEIPT_ADDRESS_MAX;
