// Gift codes' face for the app: routes, resolvers, hooks into cart totals and checkout, and the
// give-back verb the orders and returns domains call on cancel or refund.
import { extendCartTotals } from '../cart/index.ts';
import { registerOrderHooks } from '../checkout/index.ts';
import { issueGiftCodes } from './gift-card-issue.ts';
import { giveBackForDeclinedOrder, spendGiftCodes } from './gift-code-ledger.ts';
import { giftCodeTotals } from './gift-code-totals.ts';

export { giftCardRoutes } from './gift-cards.routes.ts';
export { newGiftCode, normalizeGiftCode } from './gift-code-format.ts';
export { giftCardsResolvers } from './gift-cards.resolvers.ts';
export { giveBackGiftCodes, returnGiftCodeMoney } from './gift-code-ledger.ts';
export { giftCodeMoneyLeft, issueStoreCredit } from './store-credit.ts';
export { sendDueGiftCards } from './gift-card-issue.ts';

/** Puts gift codes into cart totals and order placement; called once when the app is built. */
export function installGiftCardHooks(): void {
  extendCartTotals('gift-codes', giftCodeTotals);
  registerOrderHooks('gift-cards', {
    written: (tx, { order, cart, totals, now }) => spendGiftCodes(tx, order.number, totals, cart.totals, now),
    declined: (tx, order, now) => giveBackForDeclinedOrder(tx, order.number, now),
    paid: (ctx, order, _cart, lines) => issueGiftCodes(ctx, order, lines),
  });
}
export { giftCodeAvailable, giveBackGiftCodesFor, spendGiftCodeFor } from './gift-code-portal.ts';
