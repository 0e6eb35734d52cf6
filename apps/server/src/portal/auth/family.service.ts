import type { FamilyMember, SubAccountSession } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { childrenOf, findChild, findPlayer } from '../account/index.ts';
import { refreshLifetimeMs, issuePlayerSession } from './session.service.ts';

/** The family's parent: the caller itself, or the parent a sub-account session was opened by. */
const parentOf = (caller: PlayerCaller) => caller.parentPlayerId ?? caller.subjectId;

/**
 * The parent and their sub-accounts. The e-mail must be the family parent's: the signed-in parent's
 * own, or, in a sub-account's session, the parent's who opened it (so a child can switch member).
 */
export async function listFamily(ctx: Ctx, caller: PlayerCaller, email: string): Promise<FamilyMember[]> {
  const parent = await findPlayer(ctx.db, parentOf(caller));
  if (!parent || parent.email !== email.toLowerCase()) throw notFound('A family account for this e-mail');
  const children = await childrenOf(ctx.db, parent.id);
  return [
    { id: parent.id, firstName: parent.firstName, lastName: parent.lastName, isParent: true },
    ...children.map((c) => ({ id: c.id, firstName: c.firstName, lastName: c.lastName, isParent: false })),
  ];
}

/**
 * Signs in as one of the family: the parent as a sub-account (or as themself, to finish the family
 * choice), or a sub-account's session as another member of its family, the parent included: that
 * session was opened by the parent's own sign-in, as the family choice after it was. Another
 * family's player answers 404.
 */
export async function loginAsFamilyMember(ctx: Ctx, caller: PlayerCaller, playerId: number, baseUrl: string): Promise<SubAccountSession> {
  const parentId = parentOf(caller);
  const isParent = playerId === parentId;
  const player = isParent ? await findPlayer(ctx.db, playerId) : await findChild(ctx.db, parentId, playerId);
  if (!player) throw notFound('This family account');
  const session = await issuePlayerSession(
    ctx,
    { player, parentPlayerId: isParent ? undefined : parentId, adminCoachId: caller.adminCoachId },
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
