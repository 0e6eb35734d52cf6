import type { CenterSummary, Prefecture, ReferralContactBody, ReferralLanding } from '@golf/contracts';
import { portalApi } from '../../lib/api/portal-api';

/** The public referral landing: who invites, the site's centers, and the contact form. */
export const referralApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    referral: build.query<ReferralLanding, string>({ query: (pid) => ({ url: 'api/player', params: { pid } }) }),
    siteCenters: build.query<CenterSummary[], void>({ query: () => 'api/centers' }),
    referralPrefectures: build.query<Prefecture[], void>({ query: () => 'api/pref-configuration' }),
    contact: build.mutation<{ id: number; centerName: string }, ReferralContactBody>({ query: (body) => ({ url: 'api/contact', method: 'POST', body }) }),
  }),
});

export const { useReferralQuery, useSiteCentersQuery, useReferralPrefecturesQuery, useContactMutation } = referralApi;
