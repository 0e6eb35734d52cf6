import { eq } from 'drizzle-orm';
import type { ItemOptions } from '../cart/index.ts';
import type { Db, Tx } from '../../platform/db/index.ts';
import { membershipPlans, type Term } from './memberships.tables.ts';

// The launch-monitor shop sells plans as option values of one product ("Play & Improve (yearly)"):
// which plan a value or an order line names.

type PlanRow = typeof membershipPlans.$inferSelect;
type Db_ = Db | Tx;

/** The plan an option value names ("Play & Improve (yearly)"): the longest plan name it starts with. */
export function planOfLabel(label: string, plans: PlanRow[]): PlanRow | null {
  return [...plans].sort((a, b) => b.name.length - a.name.length).find((p) => label.startsWith(p.name)) ?? null;
}

/** A line's plan: a chosen option value naming one of the store's plans ("Play & Improve (yearly)"), its term from the option's period. */
export function planOfOptions(options: ItemOptions, plans: PlanRow[]): { plan: PlanRow; term: Term } | null {
  for (const option of options.custom) {
    if (!option.subscription) continue;
    for (const value of option.values) {
      const plan = planOfLabel(value.label, plans);
      if (plan) return { plan, term: option.subscription.unit === 'month' ? 'monthly' : 'yearly' };
    }
  }
  return null;
}

/** Every plan of a store, sold or not (a line may name one withdrawn since). */
export async function plansOf(db: Db_, storeCode: string): Promise<PlanRow[]> {
  return db.select().from(membershipPlans).where(eq(membershipPlans.storeCode, storeCode));
}
