import type { Locale } from '@golf/contracts';
import { sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { statementCache, type Db } from '../../platform/db/index.ts';
import { notFound, ServiceError } from '../../platform/errors.ts';
import { bearer } from '../../platform/http/auth-hooks.ts';
import { localeOf } from '../../platform/i18n.ts';
import { isRegion, storesOfRegion } from '../../platform/regions.ts';
import { findPlayer, playerCardJson, type PlayerCard } from '../../portal/account/index.ts';
import { customerContacts, customerOfToken, ensureCustomer } from '../customer/index.ts';
import { findStore, type Store } from '../store/index.ts';

/** The launch-monitor customer a call acts for, in their launch-monitor store. */
export interface Owner {
  customerId: number;
  email: string;
  firstname: string | null;
  store: Store;
  /** The reader's language (Accept-Language): plan names are shown in it. */
  locale?: Locale;
}

const noShop = () => new ServiceError('rule', 'The launch-monitor shop is not sold in your region, so devices and memberships are not available here.');

/**
 * The player and their shop customer (matched by e-mail, as `ensureCustomer` files them): the
 * columns and the table expression every /api/skytrak/* read starts from, alone (ownerStatement)
 * or with the page's own rows left-joined to it (one round trip for both). An upsert per read
 * wrote a row version (and a commit) on every page view. Placeholder: playerId.
 */
export const ownerColumns = {
  player: sql<PlayerCard | null>`card.j`,
  customerId: customerContacts.id,
  email: customerContacts.email,
  firstname: customerContacts.firstname,
};

// The e-mail is taken out of the card once (`offset 0` keeps the subquery whole): joined on
// `lower(card.j->>'email')`, PostgreSQL parsed the card's JSON again for every customer row it
// scanned, three quarters of the statement's time.
const card = sql`(select j, lower(j->>'email') as email from (select ${playerCardJson(sql`${sql.placeholder('playerId')}::int`)} as j) as c offset 0) as card`;

/** A select of the owner's columns and `more`, from the player's card and their customer (left-joined: a player with none yet still has a row). */
export function selectOwnerWith<T extends SelectedFields>(db: Db, more: T) {
  return db
    .select({ ...ownerColumns, ...more })
    .from(card)
    .leftJoin(customerContacts, sql`${customerContacts.email} = card.email`);
}

const ownerStatement = statementCache((db: Db) => selectOwnerWith(db, {}).prepare('memberships_owner_of_player'));

type OwnerRow = { player: PlayerCard | null; customerId: number | null; email: string | null; firstname: string | null };

/** The player's id an owner read is asked with: a sub-account acts for its parent. */
export const ownerPlayerId = (caller: PlayerCaller) => caller.parentPlayerId ?? caller.subjectId;

/**
 * What an owner read found: the store of the player's region and their owner, or null when the
 * player has no shop customer yet (ownerOfPlayer files one). No row, or no e-mail: 404.
 */
export function ownerOfRow(row: OwnerRow | undefined): { store: Store; owner: Owner | null } {
  const player = row?.player;
  if (!row || !player?.email) throw notFound('Your launch-monitor account');
  const code = storesOfRegion(isRegion(player.region) ? player.region : 'US').launchMonitor;
  const store = findStore(code ?? undefined);
  if (!store) throw noShop();
  const found = row.customerId !== null && row.email !== null && row.firstname !== null;
  return { store, owner: found ? { customerId: row.customerId!, email: row.email!, firstname: row.firstname!, store } : null };
}

/** The owner of a portal call (/api/skytrak/*): the signed-in player's own shop customer, filed on their first call. */
export async function ownerOfPlayer(ctx: Ctx, caller: PlayerCaller): Promise<Owner> {
  const playerId = ownerPlayerId(caller);
  const [row] = await ownerStatement(ctx.db).execute({ playerId });
  const { store, owner } = ownerOfRow(row);
  return owner ?? fileOwner(ctx, playerId, store);
}

/** Files the shop customer of a player who has none yet (their first /api/skytrak/* call). */
export async function fileOwner(ctx: Ctx, playerId: number, store: Store): Promise<Owner> {
  const full = await findPlayer(ctx.db, playerId);
  if (!full?.email) throw notFound('Your launch-monitor account');
  const customer = await ensureCustomer(ctx.db, { email: full.email, firstname: full.firstName ?? '', lastname: full.lastName ?? '' });
  return { customerId: customer.id, email: customer.email, firstname: customer.firstname, store };
}

/** The owner of a shop call (/rest/{store}/V1/subscription/*): a customer token of the launch-monitor website. */
export async function ownerOfToken(ctx: Ctx, request: FastifyRequest, storeCode: string): Promise<Owner> {
  const store = findStore(storeCode);
  if (!store || store.websiteCode !== 'launch_monitor') throw notFound(`The launch-monitor store "${storeCode}"`);
  const token = bearer(request);
  const customer = token ? await customerOfToken(ctx.db, token, ctx.clock.now()) : null;
  if (!customer || findStore(customer.storeCode)?.websiteCode !== 'launch_monitor')
    throw new ServiceError('unauthenticated', "The consumer isn't authorized to access this resource.");
  return { customerId: customer.id, email: customer.email, firstname: customer.firstname, store, locale: localeOf(request.headers['accept-language']) };
}

/** The owner of a GraphQL call: the customer of the token, in the store of the `Store` header. */
export function ownerOfCustomer(customer: { id: number; email: string; firstname: string | null }, store: Store): Owner {
  if (store.websiteCode !== 'launch_monitor')
    throw new ServiceError('rule', 'Prepaid memberships are redeemed in the launch-monitor shop (store STSVEN or STSVCA).');
  return { customerId: customer.id, email: customer.email, firstname: customer.firstname, store };
}
