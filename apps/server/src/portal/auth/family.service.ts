import type { FamilyMember, SubAccountSession } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { notFound, ServiceError } from '../../platform/errors.ts';
import { childrenOf, findChild, findPlayer } from '../account/index.ts';
import { refreshLifetimeMs, issuePlayerSession } from './session.service.ts';

const parentOnly = () => new ServiceError('forbidden', 'Only the parent account can switch between family accounts.');

/** The parent and their sub-accounts. The e-mail must be the signed-in parent's own. */
export async function listFamily(ctx: Ctx, caller: PlayerCaller, email: string): Promise<FamilyMember[]> {
  if (caller.parentPlayerId) throw parentOnly();
  const parent = await findPlayer(ctx.db, caller.subjectId);
  if (!parent || parent.email !== email.toLowerCase()) throw notFound('A family account for this e-mail');
  const children = await childrenOf(ctx.db, parent.id);
  return [
    { id: parent.id, firstName: parent.firstName, lastName: parent.lastName, isParent: true },
    ...children.map((c) => ({ id: c.id, firstName: c.firstName, lastName: c.lastName, isParent: false })),
  ];
}

/**
 * Signs the parent in as one of their sub-accounts (or as themself, to finish the family choice).
 * Another family's player answers 404.
 */
export async function loginAsFamilyMember(ctx: Ctx, caller: PlayerCaller, playerId: number, baseUrl: string): Promise<SubAccountSession> {
  if (caller.parentPlayerId) throw parentOnly();
  const self = playerId === caller.subjectId;
  const player = self ? await findPlayer(ctx.db, playerId) : await findChild(ctx.db, caller.subjectId, playerId);
  if (!player) throw notFound('This family account');
  const session = await issuePlayerSession(
    ctx,
    { player, parentPlayerId: self ? undefined : caller.subjectId, adminCoachId: caller.adminCoachId },
    { source: 'sub-account', lifetimeMs: refreshLifetimeMs(false), baseUrl },
  );
  return {
    authToken: session.access_token,
    refresh_token: session.refresh_token,
    expires_in: session.expires_in,
    eToken: session.eToken,
    eStoreCode: session.eStoreCode,
    eUrl: session.eUrl,
    eSkytrakToken: session.eSkytrakToken,
    eSkytrakStoreCode: session.eSkytrakStoreCode,
    profile: session.profile!,
  };
}
