import type { GiftCodeCheck } from '@golf/contracts';
import { commerceApi } from '@/lib/api/commerce-api';
import { portalApi } from '@/lib/api/portal-api';

import type { FilledAnswer, FilledMoney as Money } from '@/lib/api/money';
import type { CustomerGiftCardsQuery } from '@/lib/api/generated/commerce-operations';
import { CUSTOMER_GIFT_CARDS } from './gift-cards.operations';

export type { Money };

/** A gift card as the list shows it: the generated result of gift-cards.operations.ts. */
export type CustomerGiftCard = FilledAnswer<CustomerGiftCardsQuery['customerGiftCards'][number]>;

/** The customer's gift cards, bought and received (main shop). */
export const giftCardsApi = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    customerGiftCards: build.query<CustomerGiftCard[], void>({
      query: () => ({
        shop: 'main',
        query: CUSTOMER_GIFT_CARDS,
      }),
      transformResponse: (data: CustomerGiftCardsQuery) => data.customerGiftCards as CustomerGiftCard[],
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
