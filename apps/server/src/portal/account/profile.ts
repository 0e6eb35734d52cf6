import type { PlayerDetails, Profile } from '@golf/contracts';
import type { players } from './account.tables.ts';

export type PlayerRow = typeof players.$inferSelect;

/** The profile the web app reads after sign-in and from `/api/v2/player/me`. */
export function toProfile(player: PlayerRow, session: { hasFamily: boolean; isSubAccountsLogin: boolean; adminCoachId?: number | null }): Profile {
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

/** The whole profile of `/api/v2/player/me`: the session profile plus contact, address and consent. */
export function toDetails(player: PlayerRow, session: Parameters<typeof toProfile>[1]): PlayerDetails {
  const isJapan = player.country === 'JP';
  const pref = isJapan && player.state && /^\d{1,2}$/.test(player.state) ? Number(player.state) : null;
  return {
    ...toProfile(player, session),
    emailVerified: player.emailVerified,
    emailSubscription: player.emailSubscription,
    phone: player.phone,
    phoneVerified: player.phoneVerified,
    hasSmsSubscription: player.hasSmsSubscription,
    birthday: player.birthday,
    gender: player.gender,
    street1: player.street1,
    street2: player.street2,
    city: player.city,
    state: isJapan ? null : player.state,
    postalCode: player.postalCode,
    country: player.country,
    altFirstName: player.altFirstName,
    altLastName: player.altLastName,
    pref,
    referralCode: player.referralCode,
  };
}
