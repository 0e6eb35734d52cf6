import type { CenterSummary, MyReferral, Prefecture, ReferralContactBody, ReferralLanding } from '@golf/contracts';
import { portalApi } from '@/lib/api/portal-api';

/** The public referral landing (who invites, the site's centers, the contact form) and the player's own invitation. */
export const referralApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    referral: build.query<ReferralLanding, string>({ query: (pid) => ({ url: 'api/player', params: { pid } }) }),
    siteCenters: build.query<CenterSummary[], void>({ query: () => 'api/centers' }),
    referralPrefectures: build.query<Prefecture[], void>({ query: () => 'api/pref-configuration' }),
    myReferral: build.query<MyReferral, void>({ query: () => 'api/referral' }),
    contact: build.mutation<{ id: number; centerName: string }, ReferralContactBody>({ query: (body) => ({ url: 'api/contact', method: 'POST', body }) }),
  }),
});

export const { useMyReferralQuery, useReferralQuery, useSiteCentersQuery, useReferralPrefecturesQuery, useContactMutation } = referralApi;
