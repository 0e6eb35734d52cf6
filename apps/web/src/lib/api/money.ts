import type { MoneyFragment } from './generated/commerce-operations';

/** Money as the commerce API answers it (the generated Money fragment): the server's figure, shown and never recomputed. */
export type Money = MoneyFragment;

/** Money the server always fills (prices, totals, balances): value and currency set, though Magento's SDL leaves them nullable. */
export type FilledMoney = { [K in keyof MoneyFragment]: NonNullable<MoneyFragment[K]> };
