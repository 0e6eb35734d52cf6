import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A lifecycle's state changes only through its module (ARCHITECTURE.md, Lifecycles): no other
 * file sets the status of these tables in an update. Read from the source, like architecture.test.ts;
 * each failure names the file and the function to call instead.
 */
const SRC = path.resolve(import.meta.dirname);
const LIFECYCLES: Record<string, { column: string; module: string; move: string }> = {
  orders: { column: 'status', module: 'commerce/orders/order-lifecycle.ts', move: 'moveOrder' },
  customClubOrders: { column: 'status', module: 'commerce/fitting-orders/club-order-lifecycle.ts', move: 'moveClubOrder' },
  subscriptions: { column: 'status', module: 'commerce/subscriptions/subscription-lifecycle.ts', move: 'moveSubscription' },
  memberships: { column: 'status', module: 'commerce/memberships/membership-lifecycle.ts', move: 'moveMembership' },
  appointments: { column: 'state', module: 'portal/scheduling/appointment-lifecycle.ts', move: 'moveAppointment' },
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['migrations', 'seed', 'test'].includes(entry.name) ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('-test-kit.ts') ? [full] : [];
  });
}

/** `table: what it sets` for each update of a lifecycle table in `text`: the text from `.set(` up to its `.where(` (or the statement's end). */
function stateWritesIn(text: string): string[] {
  return [...text.matchAll(/\.update\((\w+)\)\s*\.set\(/g)].flatMap((m) => {
    const lifecycle = LIFECYCLES[m[1]!];
    if (!lifecycle) return [];
    const rest = text.slice(m.index + m[0].length);
    const end = rest.search(/\.where\(|\.returning\(|;/);
    const set = end < 0 ? rest : rest.slice(0, end);
    return new RegExp(`\\b${lifecycle.column}\\b\\s*[:,}]`).test(set) ? [m[1]!] : [];
  });
}

describe('lifecycles', () => {
  it('finds a state write, and not a write of other fields', () => {
    expect(stateWritesIn(`await tx.update(orders).set({ status: 'processing', updatedAt: now }).where(eq(orders.id, id));`)).toEqual(['orders']);
    expect(stateWritesIn(`await db.update(appointments).set({ note, state }).where(x);`)).toEqual(['appointments']);
    expect(stateWritesIn(`await db.update(memberships).set({ autoRenew: false }).where(eq(memberships.status, 'active'));`)).toEqual([]);
  });

  it('change state only through their module', () => {
    const modules = new Set(Object.values(LIFECYCLES).map((l) => l.module));
    const offenders = sourceFiles(SRC).flatMap((file) => {
      const rel = path.relative(SRC, file).split(path.sep).join('/');
      if (modules.has(rel)) return [];
      return stateWritesIn(readFileSync(file, 'utf8')).map(
        (table) => `${rel}: sets ${table}.${LIFECYCLES[table]!.column}; call ${LIFECYCLES[table]!.move} (${LIFECYCLES[table]!.module})`,
      );
    });
    expect(offenders).toEqual([]);
  });
});
