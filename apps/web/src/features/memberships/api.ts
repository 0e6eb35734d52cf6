import type { BillingCountry, Device, DeviceCheck, Membership, MembershipChargeResult, MembershipPlan, MembershipPurchase } from '@golf/contracts';
import { commerceApi } from '@/lib/api/commerce-api';
import type {
  RedeemPrepaidCodeMutation,
  RedeemPrepaidCodeMutationVariables,
  ValidatePrepaidCodeMutation,
  ValidatePrepaidCodeMutationVariables,
} from '@/lib/api/generated/commerce-operations';
import { REDEEM_PREPAID, VALIDATE_PREPAID } from './memberships.operations';
import { portalApi } from '@/lib/api/portal-api';

export interface PlanList {
  storeCode: string;
  currency: string;
  plans: MembershipPlan[];
  prorationRule: string;
  /** The billing country the plans' totals are for, its VAT rate, and the countries to choose from (none where no VAT applies). */
  billing: { country: string | null; vatRate: string; countries: BillingCountry[] };
}

/** A launch-monitor shop call: the customer token of the session's launch-monitor store. */
export interface ShopCall {
  store: string;
  token: string;
}

export interface ChargeInput extends ShopCall {
  email: string;
  reference: string;
  sku: string;
  term: 'monthly' | 'yearly';
  deviceId: number;
  amount: string;
  cardToken: string;
  callbackUrl: string;
  /** The billing country (VAT in the EU); absent where no VAT applies. */
  countryId?: string;
  /** The legacy plan this purchase carries over: it starts, and the card is charged, when that plan ends. */
  referenceLegacyId?: string;
}

export interface UpgradeInput extends ShopCall {
  email: string;
  /** Chosen once per upgrade attempt, as a purchase's reference. */
  reference: string;
  membershipId: number;
  term: 'monthly' | 'yearly';
  deviceId: number;
  sku: string;
  amount: string;
  cardToken: string | null;
  callbackUrl: string;
}

/** A prepaid code's check: why it is refused (reason: format, unknown, other_store, used, expired; detail: the expiry day or the store code), or the months it gives. */
export type CodeCheck = ValidatePrepaidCodeMutation['membershipValidateGiftCard'];

const portal = portalApi.enhanceEndpoints({ addTagTypes: ['LaunchMonitor'] });
const rest = ({ store, token }: ShopCall, path: string, body: object) => ({
  url: `rest/${encodeURIComponent(store)}/V1/subscription/${path}`,
  method: 'POST',
  body,
  headers: { authorization: `Bearer ${token}` },
});

/** Devices, memberships, plans and purchases (portal), charges and upgrades (launch-monitor shop REST). */
export const membershipsApi = portal.injectEndpoints({
  endpoints: (build) => ({
    devices: build.query<Device[], void>({ query: () => 'api/skytrak/devices', providesTags: ['LaunchMonitor'] }),
    memberships: build.query<Membership[], void>({ query: () => 'api/skytrak/membership?source=simulation,legacy,skytrak', providesTags: ['LaunchMonitor'] }),
    plans: build.query<PlanList, string | void>({
      query: (country) => (country ? `api/skytrak/membership/plans?country=${encodeURIComponent(country)}` : 'api/skytrak/membership/plans'),
    }),
    purchases: build.query<{ items: MembershipPurchase[]; total: number }, void>({
      query: () => 'api/skytrak/purchase?page=1&size=20',
      providesTags: ['LaunchMonitor'],
    }),
    checkDevice: build.mutation<DeviceCheck, string>({ query: (esn) => `api/skytrak/device/check?esn=${encodeURIComponent(esn)}` }),
    registerDevice: build.mutation<Device, { esn: string; name?: string }>({
      query: (body) => ({ url: 'api/skytrak/device/register', method: 'POST', body }),
      invalidatesTags: ['LaunchMonitor'],
    }),
    unregisterDevice: build.mutation<unknown, number>({
      query: (deviceId) => ({ url: 'api/skytrak/device/unregister', method: 'POST', body: { deviceId } }),
      invalidatesTags: ['LaunchMonitor'],
    }),
    reportDevice: build.mutation<Device, { deviceId: number; status: 'lost' | 'stolen' | 'found' }>({
      query: (body) => ({ url: 'api/skytrak/device/report', method: 'PUT', body }),
      invalidatesTags: ['LaunchMonitor'],
    }),
    setAutoRenew: build.mutation<Membership, { membershipId: number; autoRenew: boolean }>({
      query: (body) => ({ url: 'api/skytrak/membership/status', method: 'PUT', body }),
      invalidatesTags: ['LaunchMonitor'],
    }),
    chargeMembership: build.mutation<MembershipChargeResult, ChargeInput>({
      query: (i) =>
        rest(i, i.store === 'STSVCA' ? 'chargeMoneris' : 'chargeFuture', {
          customerEmail: { email: i.email },
          cart: { reference: i.reference, sku: i.sku, term: i.term, deviceId: i.deviceId, amount: i.amount },
          infoCard: { token: i.cardToken, challenge_callback_url: i.callbackUrl },
          ...(i.countryId ? { countryId: i.countryId } : {}),
          ...(i.referenceLegacyId ? { referenceLegacyId: i.referenceLegacyId } : {}),
        }),
      invalidatesTags: ['LaunchMonitor'],
    }),
    upgradeMembership: build.mutation<MembershipChargeResult, UpgradeInput>({
      query: (i) =>
        rest(i, 'upgradePlan', {
          // The buy request's fields, held by the server to the membership upgraded.
          customerEmail: { email: i.email },
          cart: { reference: i.reference, sku: i.sku, term: i.term, deviceId: i.deviceId, amount: i.amount },
          subscriptionID: i.membershipId,
          typeProduct: i.sku,
          payment_method: i.store === 'STSVCA' ? 'moneris' : 'authnetcim',
          ...(i.cardToken ? { infoCard: { token: i.cardToken, challenge_callback_url: i.callbackUrl } } : {}),
        }),
      invalidatesTags: ['LaunchMonitor'],
    }),
  }),
});

/** The prepaid code fields (commerce GraphQL, launch-monitor shop). */
export const prepaidApi = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    validatePrepaid: build.mutation<CodeCheck, string>({
      query: (code) => ({
        shop: 'launchMonitor',
        query: VALIDATE_PREPAID,
        variables: { c: code } satisfies ValidatePrepaidCodeMutationVariables,
      }),
      transformResponse: (data: ValidatePrepaidCodeMutation) => data.membershipValidateGiftCard,
    }),
    redeemPrepaid: build.mutation<RedeemPrepaidCodeMutation['redeemMembershipGiftCard'], { code: string; email: string; deviceId: number }>({
      query: ({ code, email, deviceId }) => ({
        shop: 'launchMonitor',
        query: REDEEM_PREPAID,
        variables: { c: code, e: email, d: deviceId } satisfies RedeemPrepaidCodeMutationVariables,
      }),
      transformResponse: (data: RedeemPrepaidCodeMutation) => data.redeemMembershipGiftCard,
    }),
  }),
});

export const {
  useDevicesQuery,
  useMembershipsQuery,
  usePlansQuery,
  usePurchasesQuery,
  useCheckDeviceMutation,
  useRegisterDeviceMutation,
  useUnregisterDeviceMutation,
  useReportDeviceMutation,
  useSetAutoRenewMutation,
  useChargeMembershipMutation,
  useUpgradeMembershipMutation,
} = membershipsApi;
export const { useValidatePrepaidMutation, useRedeemPrepaidMutation } = prepaidApi;
