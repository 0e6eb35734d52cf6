import type { Locale } from '@golf/contracts';
import type { Db, Tx } from '../../platform/db/index.ts';
import type { SubscriptionChoice } from '../catalogue/index.ts';

/** The shop order line that sold a membership, and its buyer. */
export interface ShopLine {
  customerId: number;
  orderItemId: number;
}

/** A plan as the subscription's history names it, in each language memberships know it in. */
export interface PlanWords {
  name: string;
  names: Partial<Record<Locale, string>> | null;
}

/**
 * The shop subscription that renews a membership bought in the launch-monitor shop, as memberships
 * use it when the membership changes plan. Subscriptions own it and already import memberships (a
 * renewal extends the membership), so they register this port when the app is built.
 */
export interface ShopLineSubscription {
  /**
   * Holds the line's live subscription against billing until `until` (its billing lease), so no
   * renewal is billed while the plan changes. `none`: no live subscription renews the line (the
   * membership runs to the end of its term); `busy`: a renewal is being billed right now.
   */
  hold(db: Db, line: ShopLine, until: Date, now: Date): Promise<{ kind: 'held'; sku: string } | { kind: 'none' } | { kind: 'busy' }>;
  /**
   * In the plan change's transaction: from its next billing the subscription bills `choice` (the
   * product's option value of the new plan, at today's price) and its hold ends. Refuses (conflict)
   * when the hold `until` was lost.
   */
  switchPlan(tx: Tx, line: ShopLine, input: { choice: SubscriptionChoice; from: PlanWords; to: PlanWords; until: Date; now: Date }): Promise<void>;
  /** The product each of these lines' live subscriptions renews (by order line id), one statement. */
  renewedProducts(db: Db, lines: ShopLine[]): Promise<Map<number, string>>;
  /** Ends a hold the plan change no longer needs (refused, declined, or left for 3-D Secure). */
  release(db: Db, line: ShopLine, until: Date): Promise<void>;
}

let registered: ShopLineSubscription | null = null;

/** Registers the port (subscriptions do, once, when the app is built). */
export function registerShopLineSubscription(port: ShopLineSubscription): void {
  registered = port;
}

/** The registered port; null when no domain renews shop memberships (then an upgrade changes the membership alone). */
export function shopLineSubscription(): ShopLineSubscription | null {
  return registered;
}

/** The order line a shop-bought membership came from (`order-item:<id>`), or null for one bought otherwise. */
export function shopLineOf(m: { customerId: number; source: string; externalId: string | null }): ShopLine | null {
  const match = m.source === 'skytrak' ? /^order-item:(\d+)$/.exec(m.externalId ?? '') : null;
  return match ? { customerId: m.customerId, orderItemId: Number(match[1]) } : null;
}
