import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Session } from '@golf/contracts';
import { issueCustomerToken } from '../../commerce/customer/index.ts';
import { signAccessToken, type AccessClaims } from '../../platform/auth/access-token.ts';
import type { Ctx } from '../../platform/context.ts';
import { randomToken, sha256 } from '../../platform/crypto.ts';
import { ServiceError } from '../../platform/errors.ts';
import { isRegion, storesOfRegion } from '../../platform/regions.ts';
import { coaches, findPlayer, hasFamily, toProfile, type PlayerRow } from '../account/index.ts';
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
}

const sessionError = () => new ServiceError('unauthenticated', 'Your sign-in has ended. Please sign in again.');

async function insertRefreshToken(ctx: Ctx, values: Omit<typeof refreshTokens.$inferInsert, 'tokenHash'>): Promise<string> {
  const token = randomToken(32);
  // createdAt from the same clock as expiresAt: a refresh derives the lifetime from the two.
  await ctx.db.insert(refreshTokens).values({ ...values, tokenHash: sha256(token), createdAt: ctx.clock.now() });
  return token;
}

/** Commerce tokens for the player's main and launch-monitor stores (sub-accounts shop as their parent when they have no e-mail). */
async function commerceTokens(ctx: Ctx, player: PlayerRow, parentPlayerId?: number) {
  const region = isRegion(player.region) ? player.region : 'US';
  const stores = storesOfRegion(region);
  let shopper = player;
  if (!player.email && parentPlayerId) shopper = (await findPlayer(ctx.db, parentPlayerId)) ?? player;
  if (!shopper.email) return { eToken: null, eStoreCode: null, eSkytrakToken: null, eSkytrakStoreCode: null };
  const who = { email: shopper.email, firstname: shopper.firstName, lastname: shopper.lastName };
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
  const claims: AccessClaims = { role: 'player', subjectId: player.id, region: player.region, familyId, adminCoachId, parentPlayerId, isSkytrak };
  const access = await signAccessToken(claims, ctx.config.secrets.jwtKey, ctx.clock.now(), ctx.config.accessTokenSeconds);
  const refresh = await insertRefreshToken(ctx, {
    familyId,
    playerId: player.id,
    adminCoachId: adminCoachId ?? null,
    parentPlayerId: parentPlayerId ?? null,
    isSkytrak: Boolean(isSkytrak),
    source: issue.source,
    expiresAt: new Date(ctx.clock.now().getTime() + issue.lifetimeMs),
  });
  const family = !parentPlayerId && (await hasFamily(ctx.db, player.id));
  const choosing = family && issue.source === 'password';
  return {
    access_token: access,
    refresh_token: refresh,
    expires_in: ctx.config.accessTokenSeconds,
    jwt_token: choosing ? null : access,
    ...(await commerceTokens(ctx, player, parentPlayerId)),
    eUrl: issue.baseUrl,
    tokenSource: issue.source,
    adminCoachId: adminCoachId ?? null,
    region: player.region,
    profile: toProfile(player, { hasFamily: family, isSubAccountsLogin: Boolean(parentPlayerId), adminCoachId }),
  };
}

/** An admin coach's own session: it can issue tickets, nothing else. */
export async function issueCoachSession(ctx: Ctx, coach: typeof coaches.$inferSelect, region: string, issue: Issue): Promise<Session> {
  const familyId = issue.familyId ?? randomUUID();
  const access = await signAccessToken({ role: 'coach', subjectId: coach.id, region, familyId }, ctx.config.secrets.jwtKey, ctx.clock.now(), ctx.config.accessTokenSeconds);
  const refresh = await insertRefreshToken(ctx, {
    familyId,
    coachId: coach.id,
    source: issue.source,
    expiresAt: new Date(ctx.clock.now().getTime() + issue.lifetimeMs),
  });
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
 * tokens. A token presented a second time revokes its whole family: someone replayed it.
 */
export async function refreshSession(ctx: Ctx, refreshToken: string, baseUrl: string): Promise<Session> {
  const hash = sha256(refreshToken);
  const now = ctx.clock.now();
  const [spent] = await ctx.db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
    .returning();
  if (!spent) {
    const [known] = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash)).limit(1);
    if (known?.usedAt) await revokeFamily(ctx, known.familyId);
    throw sessionError();
  }
  const lifetimeMs = spent.expiresAt.getTime() - spent.createdAt.getTime();
  const issue: Issue = { source: spent.source as TokenSource, lifetimeMs, familyId: spent.familyId, baseUrl };
  if (spent.coachId) {
    const [coach] = await ctx.db.select().from(coaches).where(eq(coaches.id, spent.coachId)).limit(1);
    if (!coach?.isAdmin) throw sessionError();
    return issueCoachSession(ctx, coach, 'GLOBAL', issue);
  }
  const player = spent.playerId ? await findPlayer(ctx.db, spent.playerId) : undefined;
  if (!player) throw sessionError();
  const session = await issuePlayerSession(
    ctx,
    { player, parentPlayerId: spent.parentPlayerId ?? undefined, adminCoachId: spent.adminCoachId ?? undefined, isSkytrak: spent.isSkytrak },
    issue,
  );
  // A refresh never re-opens the family picker: the account was chosen at sign-in.
  return { ...session, jwt_token: session.access_token };
}

export async function revokeFamily(ctx: Ctx, familyId: string): Promise<void> {
  await ctx.db.update(refreshTokens).set({ revokedAt: ctx.clock.now() }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Sign-out: ends the refresh token's whole family. Unknown tokens are ignored (already signed out). */
export async function signOut(ctx: Ctx, refreshToken: string): Promise<void> {
  const [row] = await ctx.db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(refreshToken))).limit(1);
  if (row) await revokeFamily(ctx, row.familyId);
}
