import type { MoneyFragment } from './generated/commerce-operations';

/** Money as the commerce API answers it (the generated Money fragment): the server's figure, shown and never recomputed. */
export type Money = MoneyFragment;

/** Money the server always fills (prices, totals, balances): value and currency set, though Magento's SDL leaves them nullable. */
export type FilledMoney = { [K in keyof MoneyFragment]: NonNullable<MoneyFragment[K]> };

/**
 * A generated operation result as the screens read it (see Answered) whose every Money is a
 * FilledMoney: the shop's prices and totals the server always fills.
 */
export type FilledAnswer<T> = T extends readonly (infer I)[]
  ? FilledAnswer<NonNullable<I>>[]
  : T extends MoneyFragment
    ? [keyof T] extends [keyof MoneyFragment]
      ? FilledMoney
      : { [K in keyof T]: FilledAnswer<T[K]> }
    : T extends object
      ? { [K in keyof T]: FilledAnswer<T[K]> }
      : T;
