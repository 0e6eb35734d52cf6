import type { Profile } from '@golf/contracts';
import type { players } from './account.tables.ts';

export type PlayerRow = typeof players.$inferSelect;

/** The profile the web app reads after sign-in and from `/api/v2/player/me`. */
export function toProfile(
  player: PlayerRow,
  session: { hasFamily: boolean; isSubAccountsLogin: boolean; adminCoachId?: number | null },
): Profile {
  return {
    id: player.id,
    email: player.email,
    firstName: player.firstName,
    lastName: player.lastName,
    region: player.region,
    type: player.type,
    enableMetricDistances: player.enableMetricDistances,
    enableMetricSpeeds: player.enableMetricSpeeds,
    handedness: player.handedness,
    locale: player.locale,
    centerId: player.centerId,
    hasFamily: session.hasFamily,
    isSubAccountsLogin: session.isSubAccountsLogin,
    adminCoachId: session.adminCoachId ?? null,
  };
}
