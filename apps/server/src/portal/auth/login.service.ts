import type { LoginBody, Session, WrongRegion } from '@golf/contracts';
import { verifyAccessToken } from '../../platform/auth/access-token.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import type { Ctx } from '../../platform/context.ts';
import { open, seal } from '../../platform/crypto.ts';
import { invalid, ServiceError } from '../../platform/errors.ts';
import { clearHits, consumeHits, refundHit, type Limit } from '../../platform/rate-limit.ts';
import { isRegion, siteOfRegion, type Site } from '../../platform/regions.ts';
import { findCoachByEmail, findPlayerByEmail } from '../account/index.ts';
import { issueCoachSession, issuePlayerSession, refreshLifetimeMs, refreshSession } from './session.service.ts';

/** Where the request came from: the site its host selects, the caller's address, and URLs. */
export interface Origin {
  site: Site;
  ip: string;
  /** This site's configured base URL, e.g. http://us.localhost:8080 (never the caller's Host). */
  baseUrl: string;
  /** Another site's configured base URL, for the region hand-off. */
  siteUrl: (site: Site) => string;
}

export type LoginResult = { kind: 'session'; session: Session } | { kind: 'wrong-region'; data: WrongRegion };

/**
 * Guessing is slowed per account and client address, with growing waits (5 tries a minute, 10 in
 * 15 minutes, 20 a day), and per address over all accounts (50 in 15 minutes). Nobody can lock the
 * owner out: a client with no failures on an account is always heard. Only a client that already
 * failed a few times there also counts against the account as a whole (100 in 15 minutes), which
 * stops many addresses sharing the guessing. Every limit counts before the password is evaluated
 * (consumeHits), so a burst evaluates at most the limit; a right password gives its hit back.
 */
const pairLimits = (email: string, ip: string): Limit[] => [
  { key: `login:pair:${email}|${ip}`, max: 5, windowSeconds: 60 },
  { key: `login:pair15:${email}|${ip}`, max: 10, windowSeconds: 900 },
  { key: `login:pairday:${email}|${ip}`, max: 20, windowSeconds: 86400 },
];
const addressLimit = (ip: string): Limit => ({ key: `login:ip:${ip}`, max: 50, windowSeconds: 900 });
const accountLimit = (email: string): Limit => ({ key: `login:account:${email}`, max: 100, windowSeconds: 900 });
/** A client's first tries on an account never count against the account as a whole. */
const FREE_TRIES_PER_CLIENT = 3;
const TRANSFER_SECONDS = 120;

const wrongCredentials = () => new ServiceError('unauthenticated', 'The e-mail or password is not right. Check both and try again.');

/**
 * Signs in with e-mail and password, or with the sealed token pair another site handed over.
 * A player of another region gets code 90015 and a sealed pair for their own site instead.
 * Refuses wrong credentials with 401 and too many guesses with 429.
 */
export async function login(ctx: Ctx, body: LoginBody, origin: Origin): Promise<LoginResult> {
  if (body.transfer) return { kind: 'session', session: await loginByTransfer(ctx, body.transfer, origin) };
  if (!body.email) throw invalid('email', 'Enter the e-mail address you registered with.');
  if (!body.password) throw invalid('password', 'Enter your password.');
  const email = body.email.toLowerCase();
  const pair = pairLimits(email, origin.ip);
  const [, pairPosition] = await consumeHits(ctx.db, pair);
  await consumeHits(ctx.db, [addressLimit(origin.ip)]);
  const countsForAccount = pairPosition! > FREE_TRIES_PER_CLIENT;
  if (countsForAccount) await consumeHits(ctx.db, [accountLimit(email)]);

  const player = await findPlayerByEmail(ctx.db, email);
  const coach = player ? undefined : await findCoachByEmail(ctx.db, email);
  const hash = player?.passwordHash ?? (coach?.isAdmin ? coach.passwordHash : null);
  if (!(await verifyPassword(hash, body.password))) throw wrongCredentials();
  for (const limit of pair) await clearHits(ctx.db, limit.key);
  await refundHit(ctx.db, addressLimit(origin.ip).key);
  if (countsForAccount) await refundHit(ctx.db, accountLimit(email).key);

  const lifetimeMs = refreshLifetimeMs(Boolean(body.rememberMe));
  if (coach) return { kind: 'session', session: await issueCoachSession(ctx, coach, origin.site, { source: 'password', lifetimeMs, baseUrl: origin.baseUrl }) };

  const home = siteOfRegion(isRegion(player!.region) ? player!.region : 'US');
  if (home === origin.site) {
    return { kind: 'session', session: await issuePlayerSession(ctx, { player: player! }, { source: 'password', lifetimeMs, baseUrl: origin.baseUrl }) };
  }
  const siteUrl = origin.siteUrl(home);
  const session = await issuePlayerSession(ctx, { player: player! }, { source: 'transfer', lifetimeMs, baseUrl: siteUrl });
  const transfer = seal(
    JSON.stringify({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
      site: home,
      exp: ctx.clock.now().getTime() + TRANSFER_SECONDS * 1000,
    }),
    ctx.config.secrets.transferKey,
  );
  return { kind: 'wrong-region', data: { region: player!.region, siteUrl, transfer } };
}

/** The receiving site opens the sealed pair; spending its refresh token makes the pair single-use. */
async function loginByTransfer(ctx: Ctx, sealed: string, origin: Origin): Promise<Session> {
  const plain = open(sealed, ctx.config.secrets.transferKey);
  const bad = () => invalid('transfer', 'This sign-in link is not valid or has expired. Please sign in again.');
  if (!plain) throw bad();
  const pair = JSON.parse(plain) as { access_token: string; refresh_token: string; site: Site; exp: number };
  if (pair.exp < ctx.clock.now().getTime() || pair.site !== origin.site) throw bad();
  const verified = await verifyAccessToken(pair.access_token, ctx.config.secrets.jwtKey, ctx.clock.now());
  if (!verified.ok) throw bad();
  // No grace window here: a transfer link works once.
  return refreshSession(ctx, pair.refresh_token, origin.baseUrl, { grace: false });
}
