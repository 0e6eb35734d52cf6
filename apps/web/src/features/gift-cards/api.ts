import type { GiftCodeCheck } from '@golf/contracts';
import { commerceApi } from '@/lib/api/commerce-api';
import { portalApi } from '@/lib/api/portal-api';

import type { FilledMoney as Money } from '@/lib/api/money';

export type { Money };

export interface CustomerGiftCard {
  code: string;
  relation: 'bought' | 'received';
  balance: Money;
  initial_balance: Money;
  expires_at: string;
  deliver_at: string;
  sent_at: string | null;
  recipient_name: string | null;
  recipient_email: string | null;
  sender_name: string | null;
  order_number: string | null;
  is_usable: boolean;
  history: { action: string; amount: number; balance: number; order_number: string | null; created_at: string }[];
}

/** The customer's gift cards, bought and received (main shop). */
export const giftCardsApi = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    customerGiftCards: build.query<CustomerGiftCard[], void>({
      query: () => ({
        shop: 'main',
        query: `query CustomerGiftCards { customerGiftCards { code relation balance { value currency } initial_balance { value currency } expires_at deliver_at sent_at
          recipient_name recipient_email sender_name order_number is_usable history { action amount balance order_number created_at } } }`,
      }),
      transformResponse: (data: { customerGiftCards: CustomerGiftCard[] }) => data.customerGiftCards,
    }),
  }),
});

/** The balance check (rate-limited on the server). */
export const giftCodeCheckApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    giftCodeCheck: build.query<GiftCodeCheck, string>({ query: (code) => `api/gift-code/${encodeURIComponent(code)}` }),
  }),
});

export const { useCustomerGiftCardsQuery } = giftCardsApi;
export const { useLazyGiftCodeCheckQuery } = giftCodeCheckApi;
