import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { Session } from '@golf/contracts';
import { centerPickupCode, issueCustomerToken, revokeSessionCustomerTokens, type PickupLocation } from '../../commerce/customer/index.ts';
import { endSessions, sessionIssued } from '../../platform/auth/ended-sessions.ts';
import { signAccessToken, type AccessClaims } from '../../platform/auth/access-token.ts';
import type { Ctx } from '../../platform/context.ts';
import { keyedToken, randomToken, sha256 } from '../../platform/crypto.ts';
import { inTransaction, type Db } from '../../platform/db/index.ts';
import { ServiceError } from '../../platform/errors.ts';
import { isRegion, storesOfRegion } from '../../platform/regions.ts';
import { findCenter, findCoach, findPlayer, hasFamily, toProfile, type CoachRow, type PlayerRow } from '../account/index.ts';
import { refreshTokens } from './auth.tables.ts';

export type TokenSource = 'password' | 'transfer' | 'ticket' | 'sub-account' | 'refresh';

const DAY = 24 * 3600_000;
/** A remembered sign-in lasts 30 days between uses; otherwise one day. */
export const refreshLifetimeMs = (rememberMe: boolean) => (rememberMe ? 30 * DAY : DAY);

export interface PlayerSubject {
  player: PlayerRow;
  parentPlayerId?: number;
  adminCoachId?: number;
  isSkytrak?: boolean;
}

interface Issue {
  source: TokenSource;
  lifetimeMs: number;
  /** Continue an existing family (refresh); a new sign-in starts a new one. */
  familyId?: string;
  /** Where the commerce API answers: this server unless configured otherwise. */
  baseUrl: string;
  /** A refresh token already stored (a refresh's successor); otherwise a new one is made. */
  refreshToken?: string;
}

const sessionError = () => new ServiceError('unauthenticated', 'Your sign-in has ended. Please sign in again.');

async function insertRefreshToken(ctx: Ctx, values: Omit<typeof refreshTokens.$inferInsert, 'tokenHash'>, existing?: string): Promise<string> {
  if (existing) return existing;
  const token = randomToken(32);
  // createdAt from the same clock as expiresAt: a refresh keeps the lifetime between the two.
  await ctx.db.insert(refreshTokens).values({ createdAt: ctx.clock.now(), ...values, tokenHash: sha256(token) });
  return token;
}

/**
 * How long a spent refresh token still answers its successor: two tabs refreshing at the same
 * moment both carry on (as Okta's and Auth0's rotation grace periods do). Later, it is a replay.
 */
export const REFRESH_GRACE_MS = 30_000;

/** The successor of a refresh token, derived with a server key so it never has to be stored. */
const successorOf = (ctx: Ctx, token: string) => keyedToken(ctx.config.secrets.jwtKey, `refresh-successor:${token}`);
/** The shopper's golf center as the shop's pickup location (orders are picked up and taxed there). */
async function pickupLocationOf(ctx: Ctx, centerId: number | null): Promise<PickupLocation | null> {
  if (!centerId) return null;
  const center = await findCenter(ctx.db, centerId);
  if (!center) return null;
  return {
    code: centerPickupCode(center.id),
    name: center.name,
    street: center.street,
    city: center.city,
    regionCode: center.state || null,
    postcode: center.postalCode,
    countryCode: center.country,
  };
}

/** Commerce tokens for the player's main and launch-monitor stores (sub-accounts shop as their parent when they have no e-mail). */
async function commerceTokens(ctx: Ctx, player: PlayerRow, sessionId: string, parentPlayerId?: number) {
  const region = isRegion(player.region) ? player.region : 'US';
  const stores = storesOfRegion(region);
  let shopper = player;
  if (!player.email && parentPlayerId) shopper = (await findPlayer(ctx.db, parentPlayerId)) ?? player;
  if (!shopper.email) return { eToken: null, eStoreCode: null, eSkytrakToken: null, eSkytrakStoreCode: null };
  const who = {
    sessionId,
    email: shopper.email,
    firstname: shopper.firstName,
    lastname: shopper.lastName,
    pickupLocation: await pickupLocationOf(ctx, shopper.centerId),
  };
  const eToken = await issueCustomerToken(ctx.db, { ...who, storeCode: stores.main }, ctx.clock.now());
  const eSkytrakToken = stores.launchMonitor ? await issueCustomerToken(ctx.db, { ...who, storeCode: stores.launchMonitor }, ctx.clock.now()) : null;
  return { eToken, eStoreCode: stores.main, eSkytrakToken, eSkytrakStoreCode: stores.launchMonitor };
}

/**
 * Starts (or, with familyId, continues) a player session: an access token, a refresh token and
 * commerce tokens. A family parent gets no jwt_token: the web app asks which account to use first.
 */
export async function issuePlayerSession(ctx: Ctx, subject: PlayerSubject, issue: Issue): Promise<Session> {
  const { player, parentPlayerId, adminCoachId, isSkytrak } = subject;
  const familyId = issue.familyId ?? randomUUID();
  sessionIssued(ctx.db, familyId, ctx.clock.now());
  const claims: AccessClaims = { role: 'player', subjectId: player.id, region: player.region, familyId, adminCoachId, parentPlayerId, isSkytrak };
  const access = await signAccessToken(claims, ctx.config.secrets.jwtKey, ctx.clock.now(), ctx.config.accessTokenSeconds);
  const refresh = await insertRefreshToken(
    ctx,
    {
      familyId,
      playerId: player.id,
      adminCoachId: adminCoachId ?? null,
      parentPlayerId: parentPlayerId ?? null,
      isSkytrak: Boolean(isSkytrak),
      source: issue.source,
      expiresAt: new Date(ctx.clock.now().getTime() + issue.lifetimeMs),
    },
    issue.refreshToken,
  );
  const family = !parentPlayerId && (await hasFamily(ctx.db, player.id));
  const choosing = family && issue.source === 'password';
  return {
    access_token: access,
    refresh_token: refresh,
    expires_in: ctx.config.accessTokenSeconds,
    jwt_token: choosing ? null : access,
    ...(await commerceTokens(ctx, player, familyId, parentPlayerId)),
    eUrl: issue.baseUrl,
    tokenSource: issue.source,
    adminCoachId: adminCoachId ?? null,
    region: player.region,
    profile: toProfile(player, { hasFamily: family, isSubAccountsLogin: Boolean(parentPlayerId), adminCoachId }),
  };
}

/** An admin coach's own session: it can issue tickets, nothing else. */
export async function issueCoachSession(ctx: Ctx, coach: CoachRow, region: string, issue: Issue): Promise<Session> {
  const familyId = issue.familyId ?? randomUUID();
  const access = await signAccessToken(
    { role: 'coach', subjectId: coach.id, region, familyId },
    ctx.config.secrets.jwtKey,
    ctx.clock.now(),
    ctx.config.accessTokenSeconds,
  );
  const refresh = await insertRefreshToken(
    ctx,
    {
      familyId,
      coachId: coach.id,
      source: issue.source,
      expiresAt: new Date(ctx.clock.now().getTime() + issue.lifetimeMs),
    },
    issue.refreshToken,
  );
  return {
    access_token: access,
    refresh_token: refresh,
    expires_in: ctx.config.accessTokenSeconds,
    jwt_token: access,
    eToken: null,
    eStoreCode: null,
    eUrl: issue.baseUrl,
    eSkytrakToken: null,
    eSkytrakStoreCode: null,
    tokenSource: issue.source,
    adminCoachId: coach.id,
    region,
    profile: null,
  };
}

/**
 * Spends a refresh token and issues the next one of its family with fresh access and commerce
 * tokens. The spend and the successor are written in one transaction, so concurrent refreshes of
 * one token agree on one successor; within REFRESH_GRACE_MS of the spend, the spent token answers
 * that same successor (unless `grace` is off: a sign-in transfer is single-use). Presented again
 * after that, or once the successor is spent, it revokes its whole family: someone replayed it.
 */
export async function refreshSession(ctx: Ctx, refreshToken: string, baseUrl: string, options: { grace?: boolean } = {}): Promise<Session> {
  const hash = sha256(refreshToken);
  const now = ctx.clock.now();
  const successor = successorOf(ctx, refreshToken);
  const spent = await inTransaction(ctx.db, async (tx) => {
    const [row] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
      .returning();
    if (!row) return undefined;
    const lifetimeMs = row.expiresAt.getTime() - row.createdAt.getTime();
    const { id: _id, tokenHash: _hash, usedAt: _used, successorId: _next, createdAt: _created, ...inherited } = row;
    const [next] = await tx
      .insert(refreshTokens)
      .values({ ...inherited, source: row.source, tokenHash: sha256(successor), expiresAt: new Date(now.getTime() + lifetimeMs), createdAt: now })
      .returning({ id: refreshTokens.id });
    await tx.update(refreshTokens).set({ successorId: next!.id }).where(eq(refreshTokens.id, row.id));
    return row;
  });
  const row = spent ?? (await graceRow(ctx, hash, successor, now, options.grace !== false));
  const lifetimeMs = row.expiresAt.getTime() - row.createdAt.getTime();
  const issue: Issue = { source: row.source as TokenSource, lifetimeMs, familyId: row.familyId, baseUrl, refreshToken: successor };
  if (row.coachId) {
    const coach = await findCoach(ctx.db, row.coachId);
    if (!coach?.isAdmin) throw sessionError();
    return issueCoachSession(ctx, coach, 'GLOBAL', issue);
  }
  const player = row.playerId ? await findPlayer(ctx.db, row.playerId) : undefined;
  if (!player) throw sessionError();
  const session = await issuePlayerSession(
    ctx,
    { player, parentPlayerId: row.parentPlayerId ?? undefined, adminCoachId: row.adminCoachId ?? undefined, isSkytrak: row.isSkytrak },
    issue,
  );
  // A refresh never re-opens the family picker: the account was chosen at sign-in.
  return { ...session, jwt_token: session.access_token };
}

/**
 * A token already spent: within the grace window, while its successor stands unspent, the spent
 * row (so the caller answers the same successor); otherwise the family is revoked and the session ends.
 */
async function graceRow(ctx: Ctx, hash: string, successor: string, now: Date, grace: boolean) {
  const [known] = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash)).limit(1);
  if (!known?.usedAt) throw sessionError();
  if (grace && !known.revokedAt && known.successorId && now.getTime() - known.usedAt.getTime() <= REFRESH_GRACE_MS) {
    const [next] = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.id, known.successorId)).limit(1);
    if (next && !next.usedAt && !next.revokedAt && next.tokenHash === sha256(successor)) return known;
  }
  await revokeFamily(ctx, known.familyId);
  throw sessionError();
}

/**
 * Ends a session: its refresh tokens, its access tokens (refused by every server process within
 * SESSION_RECHECK_MS, by this one at once) and its shop tokens (at once).
 */
export async function revokeFamily(ctx: Ctx, familyId: string): Promise<void> {
  await ctx.db
    .update(refreshTokens)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  await endSessions(ctx.db, [familyId], ctx.clock.now());
  await revokeSessionCustomerTokens(ctx.db, [familyId], ctx.clock.now());
}

/** Sign-out: ends the refresh token's whole family. Unknown tokens are ignored (already signed out). */
export async function signOut(ctx: Ctx, refreshToken: string): Promise<void> {
  const [row] = await ctx.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(refreshToken)))
    .limit(1);
  if (row) await revokeFamily(ctx, row.familyId);
}

/**
 * The session families still open of a player and of the sub-accounts a parent opened from this
 * account, except `keepFamilyId`.
 */
export async function openFamiliesOf(db: Db, playerId: number, keepFamilyId?: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        or(eq(refreshTokens.playerId, playerId), eq(refreshTokens.parentPlayerId, playerId)),
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
      ),
    );
  return rows.map((r) => r.familyId);
}
