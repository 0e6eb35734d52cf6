import type { Ctx } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db/index.ts';
import { ServiceError } from '../../platform/errors.ts';
import { subscriptionChoicesOf, type SubscriptionChoice } from '../catalogue/index.ts';
import { planOfLabel, plansOf } from './shop-plans.ts';
import { shopLineOf, shopLineSubscription } from './shop-line-subscription.ts';
import type { membershipPlans, memberships } from './memberships.tables.ts';

type MembershipRow = typeof memberships.$inferSelect;
type PlanRow = typeof membershipPlans.$inferSelect;

/** A shop subscription held for a plan change: switched in the change's transaction, or released. */
export interface ShopRenewalHold {
  switchPlan(tx: Tx, now: Date): Promise<void>;
  release(): Promise<void>;
}

/** Whether a product's billing plan renews a membership of this term (one month or one year at a time). */
const renews = (c: SubscriptionChoice, term: MembershipRow['term']) => c.length === 1 && c.unit === (term === 'monthly' ? 'month' : 'year');

/**
 * The plans each live shop-bought membership's subscription could renew (by membership id): the
 * memberships page offers only those as upgrades. A membership nothing renews is not in the map.
 */
export async function renewablePlans(db: Db, rows: MembershipRow[]): Promise<Map<number, Set<string>>> {
  const port = shopLineSubscription();
  const lines = rows.flatMap((m) => {
    const line = m.status === 'active' ? shopLineOf(m) : null;
    return line ? [{ m, line }] : [];
  });
  const renewable = new Map<number, Set<string>>();
  if (!port || !lines.length) return renewable;
  const products = await port.renewedProducts(
    db,
    lines.map((l) => l.line),
  );
  const choices = new Map<string, Promise<SubscriptionChoice[]>>();
  const plans = new Map<string, Promise<PlanRow[]>>();
  for (const { m, line } of lines) {
    const sku = products.get(line.orderItemId);
    if (!sku) continue;
    const key = `${m.storeCode} ${sku}`;
    if (!choices.has(key)) choices.set(key, subscriptionChoicesOf(db, m.storeCode, sku));
    if (!plans.has(m.storeCode)) plans.set(m.storeCode, plansOf(db, m.storeCode));
    const [sold, known] = await Promise.all([choices.get(key)!, plans.get(m.storeCode)!]);
    renewable.set(m.id, new Set(sold.filter((c) => renews(c, m.term)).flatMap((c) => planOfLabel(c.title, known)?.sku ?? [])));
  }
  return renewable;
}

/** The shop subscription renewing a membership, ready to move to a new plan: held, then switched or released. */
export interface ShopRenewal {
  /** Holds it against billing until `until`; refuses (409) while a renewal is being billed. Null when it stopped renewing meanwhile. */
  hold(until: Date): Promise<ShopRenewalHold | null>;
}

/**
 * The shop subscription that renews a shop-bought membership, with the product's option of `target`
 * at the membership's term for its next billings. Null when nothing renews the membership. Refuses
 * (400) a plan the shop does not sell at that term: the subscription could not renew it.
 */
export async function shopRenewalOf(ctx: Ctx, m: MembershipRow, target: PlanRow): Promise<ShopRenewal | null> {
  const line = shopLineOf(m);
  const port = shopLineSubscription();
  if (!line || !port) return null;
  const sku = (await port.renewedProducts(ctx.db, [line])).get(line.orderItemId);
  if (!sku) return null;
  const plans = await plansOf(ctx.db, m.storeCode);
  const choice = (await subscriptionChoicesOf(ctx.db, m.storeCode, sku)).find((c) => renews(c, m.term) && planOfLabel(c.title, plans)?.sku === target.sku);
  if (!choice)
    throw new ServiceError('invalid', `Your shop subscription cannot renew ${target.name} ${m.term}. Choose a plan the shop sells ${m.term}.`, {
      field: 'typeProduct',
      data: { reason: 'not_renewable' },
    });
  const current = plans.find((p) => p.sku === m.sku);
  return {
    async hold(until) {
      const held = await port.hold(ctx.db, line, until, ctx.clock.now());
      if (held.kind === 'none') return null;
      if (held.kind === 'busy')
        throw new ServiceError('conflict', 'Your membership’s renewal is being billed right now. Look at it again in a moment.', {
          field: 'subscriptionID',
          data: { reason: 'in_progress' },
        });
      return {
        switchPlan: (tx, now) =>
          port.switchPlan(tx, line, {
            choice,
            from: { name: m.planName, names: current?.names ?? null },
            to: { name: target.name, names: target.names },
            until,
            now,
          }),
        release: () => port.release(ctx.db, line, until),
      };
    },
  };
}
