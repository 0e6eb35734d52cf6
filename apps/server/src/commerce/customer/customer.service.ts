import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { statementCache, type Db } from '../../platform/db/index.ts';
import { randomToken, sha256 } from '../../platform/crypto.ts';
import { savePickupLocation, type PickupLocation } from '../pickup/index.ts';
import { customers, customerTokens } from './customer.tables.ts';

/** Magento's default customer token lifetime is one hour; the portal renews it on every refresh. */
export const CUSTOMER_TOKEN_HOURS = 4;

export interface CommerceCustomer {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
}

export interface CustomerInput {
  email: string;
  firstname: string;
  lastname: string;
  /** The customer's golf center, where their orders are picked up (and taxed). */
  pickupLocation?: PickupLocation | null;
}

/**
 * The customer of an e-mail, made when new (every sign-in and portal purchase asks): prepared once
 * per pool. `upsertAtPickup` also moves an existing customer to the pickup location given.
 */
const customerStatements = statementCache((db) => {
  const upsert = (set: { pickupLocationCode: SQL } | { email: SQL }) =>
    db
      .insert(customers)
      .values({
        email: sql.placeholder('email'),
        firstname: sql.placeholder('firstname'),
        lastname: sql.placeholder('lastname'),
        pickupLocationCode: sql.placeholder('pickupLocationCode'),
      })
      .onConflictDoUpdate({ target: customers.email, set })
      .returning({ id: customers.id, email: customers.email, firstname: customers.firstname, lastname: customers.lastname });
  return {
    upsert: upsert({ email: sql`excluded.email` }).prepare('customer_upsert'),
    upsertAtPickup: upsert({ pickupLocationCode: sql`excluded.pickup_location_code` }).prepare('customer_upsert_at_pickup'),
  };
});

/**
 * Finds the customer of an e-mail or creates it, recording their pickup location when given. Safe
 * when two sign-ins race (unique e-mail, pickup code primary key).
 */
export async function ensureCustomer(db: Db, input: CustomerInput): Promise<CommerceCustomer> {
  const email = input.email.toLowerCase();
  const pickup = input.pickupLocation ?? null;
  if (pickup) await savePickupLocation(db, pickup);
  const upsert = customerStatements(db)[pickup ? 'upsertAtPickup' : 'upsert'];
  const [row] = await upsert.execute({ email, firstname: input.firstname, lastname: input.lastname, pickupLocationCode: pickup?.code ?? null });
  return row!;
}

/**
 * Issues an opaque bearer token for the customer of an e-mail in one store, creating the customer if
 * new; `sessionId` ties it to the portal session it was issued in.
 */
export async function issueCustomerToken(db: Db, input: CustomerInput & { storeCode: string; sessionId?: string }, now: Date): Promise<string> {
  const customer = await ensureCustomer(db, input);
  return tokenFor(db, customer.id, input.storeCode, now, input.sessionId);
}

export async function findCustomerByEmail(db: Db, email: string): Promise<CommerceCustomer | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.email, email.toLowerCase())).limit(1);
  return row;
}

export async function tokenFor(db: Db, customerId: number, storeCode: string, now: Date, sessionId?: string): Promise<string> {
  const token = randomToken(24);
  await db.insert(customerTokens).values({
    tokenHash: sha256(token),
    customerId,
    storeCode,
    sessionId: sessionId ?? null,
    expiresAt: new Date(now.getTime() + CUSTOMER_TOKEN_HOURS * 3600_000),
  });
  return token;
}

/** The customer a live token belongs to, or null for an unknown, expired or revoked token. */
export async function customerOfToken(db: Db, token: string, now: Date): Promise<(CommerceCustomer & { storeCode: string }) | null> {
  const [row] = await tokenStatement(db).execute({ hash: sha256(token), now });
  return row ?? null;
}

function prepareCustomerOfToken(db: Db) {
  return db
    .select({ id: customers.id, email: customers.email, firstname: customers.firstname, lastname: customers.lastname, storeCode: customerTokens.storeCode })
    .from(customerTokens)
    .innerJoin(customers, eq(customers.id, customerTokens.customerId))
    .where(
      and(
        eq(customerTokens.tokenHash, sql.placeholder('hash')),
        isNull(customerTokens.revokedAt),
        sql`${customerTokens.expiresAt} > ${sql.placeholder('now')}`,
      ),
    )
    .limit(1)
    .prepare('commerce_customer_of_token');
}

// Every signed-in shop call starts here: prepared once per database handle.
const tokenStatement = statementCache(prepareCustomerOfToken);

/** Ends one token (Magento's revokeCustomerToken). Returns whether a live token was ended. */
export async function revokeCustomerToken(db: Db, token: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(customerTokens)
    .set({ revokedAt: now })
    .where(and(eq(customerTokens.tokenHash, sha256(token)), isNull(customerTokens.revokedAt)))
    .returning({ hash: customerTokens.tokenHash });
  return rows.length > 0;
}

/** The portal ended these sessions (sign-out, password change, reset): their shop tokens end at once. */
export async function revokeSessionCustomerTokens(db: Db, sessionIds: string[], now: Date): Promise<void> {
  if (sessionIds.length === 0) return;
  await db
    .update(customerTokens)
    .set({ revokedAt: now })
    .where(and(inArray(customerTokens.sessionId, sessionIds), isNull(customerTokens.revokedAt)));
}

/**
 * The portal changed a player's e-mail: their shop customer follows, keeping orders and carts.
 * Nothing to do when they never shopped; when the new address already has a customer of its own,
 * that one stays and the old one is kept untouched (never merged silently).
 */
export async function changeCustomerEmail(db: Db, from: string, to: string): Promise<void> {
  const [taken] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, to.toLowerCase())).limit(1);
  if (taken) return;
  await db.update(customers).set({ email: to.toLowerCase() }).where(eq(customers.email, from.toLowerCase()));
}
