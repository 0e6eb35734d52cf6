import type { Ctx } from '../../platform/context.ts';
import { ServiceError } from '../../platform/errors.ts';
import { cardGatewayOf, type MpiResult } from '../../platform/payments/index.ts';
import { activeCartWithOrderNumber, cartForCustomer, reserveOrderNumber, type Shopper } from '../cart/index.ts';
import { STORES } from '../store/index.ts';
import { inTransaction } from '../../platform/db/index.ts';

/** Whether the card takes part in 3-D Secure; reserves the cart's order number for the verification. */
export async function cardLookup(
  ctx: Ctx,
  shopper: Shopper,
  maskedId: string,
  ccNumber: string,
  storeId: number,
): Promise<{ can_use_3d: boolean; increment_id: string }> {
  const store = STORES.find((s) => s.id === storeId);
  if (!store || store.code !== shopper.store.code) throw new ServiceError('invalid', `Store ${storeId} is not the store of this cart.`);
  const { isEnrolled } = await cardGatewayOf(ctx).lookup(ccNumber);
  const incrementId = await inTransaction(ctx.db, async (tx) =>
    reserveOrderNumber(tx, await cartForCustomer(tx, maskedId, shopper.customer, shopper.store, { lock: true })),
  );
  return { can_use_3d: isEnrolled, increment_id: incrementId };
}

const failed = (incrementId: string, message: string): MpiResult => ({
  error_message: message,
  MessageType: 'Error',
  ResponseCode: '99',
  Message: 'FAILURE',
  ReceiptId: incrementId,
  ThreeDSMethodURL: null,
  ThreeDSMethodData: null,
  ChallengeURL: null,
  ChallengeData: null,
  TransStatus: 'U',
  ThreeDSServerTransId: '',
  DSTransId: null,
  ECI: null,
  Cavv: null,
  TransStatusReason: null,
  CardholderInfo: null,
  receipt: null,
  Mpi2Response: null,
});

/**
 * Starts 3-D Secure for the customer's active cart whose reserved order number is `incrementId`, for
 * its grand total. Problems the customer can fix answer in error_message, as the spec's clients read it.
 */
export async function authenticate3ds(
  ctx: Ctx,
  shopper: Shopper,
  input: {
    incrementId: string;
    cardName: string;
    expMonth: number;
    expYear: number;
    ccNumber: string;
    userAgent: string;
    callbackUrl: string;
    baseUrl: string;
  },
): Promise<MpiResult> {
  const customer = shopper.customer!;
  const cart = await activeCartWithOrderNumber(ctx.db, customer.id, input.incrementId.trim());
  if (!cart) return failed(input.incrementId, `We could not find an open order ${input.incrementId} to verify. Look the card up again.`);
  let callback: URL;
  try {
    callback = new URL(input.callbackUrl);
  } catch {
    return failed(input.incrementId, 'challenge_callback_url must be a full http(s) address.');
  }
  if (callback.protocol !== 'https:' && callback.protocol !== 'http:')
    return failed(input.incrementId, 'challenge_callback_url must be a full http(s) address.');
  if (!input.cardName.trim()) return failed(input.incrementId, 'Enter the name on the card.');
  try {
    return await cardGatewayOf(ctx).authenticate({
      card: { number: input.ccNumber, expMonth: input.expMonth, expYear: input.expYear, holderName: input.cardName.trim().slice(0, 100) },
      merchantRef: cart.reservedOrderId!,
      amount: cart.totals.grandTotal,
      currency: cart.totals.currency,
      callbackUrl: callback.toString(),
      userAgent: input.userAgent.slice(0, 500),
      baseUrl: input.baseUrl,
    });
  } catch (error) {
    if (error instanceof ServiceError && error.kind === 'invalid') return failed(input.incrementId, error.message);
    throw error;
  }
}
