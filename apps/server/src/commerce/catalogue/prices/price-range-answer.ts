import { amount, discountOf, money } from './money.ts';
import type { ShownPrice } from './shown-price.ts';

/** A product's net price range as decimal strings (what a storefront document holds); null when not priced. */
export interface NetRange {
  minRegular: string;
  minFinal: string;
  maxRegular: string;
  maxFinal: string;
}

type Money = ReturnType<typeof money>;
type ProductPrice = { regular_price: Money; final_price: Money; discount: ReturnType<typeof discountOf> };
export interface PriceRangeAnswer {
  minimum_price: ProductPrice;
  maximum_price: ProductPrice;
}

// A page of cards asks the same few figures again and again (variants share prices, pages are
// asked again): each distinct one is rounded, taxed and formatted once per process. The answers
// are shared between requests, so nothing may change them.
const answers = new Map<string, PriceRangeAnswer>();
const MAX_ANSWERS = 20_000;

function productPrice(regularNet: string, finalNet: string, currency: string, shown: ShownPrice): ProductPrice {
  const regular = shown(amount(regularNet));
  const final = shown(amount(finalNet));
  return { regular_price: money(regular, currency), final_price: money(final, currency), discount: discountOf(regular, final, currency) };
}

/** The GraphQL PriceRange of a net range in a store's currency, as shown there; a product priced nowhere in the store shows zero. */
export function priceRangeAnswer(net: NetRange | null, currency: string, shown: ShownPrice): PriceRangeAnswer {
  const r = net ?? { minRegular: '0', minFinal: '0', maxRegular: '0', maxFinal: '0' };
  const key = `${currency} ${shown.key} ${r.minRegular} ${r.minFinal} ${r.maxRegular} ${r.maxFinal}`;
  let answer = answers.get(key);
  if (!answer) {
    answer = {
      minimum_price: productPrice(r.minRegular, r.minFinal, currency, shown),
      maximum_price: productPrice(r.maxRegular, r.maxFinal, currency, shown),
    };
    answers.set(key, answer);
    if (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value!);
  }
  return answer;
}
