import type { Ctx } from '../../platform/context.ts';
import type { CardGateway, ChargeResult } from '../../platform/payments/index.ts';
import { cardsOfStore, chargePayment, chargeStatusOf, refundPayment, type PaymentPurpose } from '../payments/index.ts';
import { ServiceError } from '../../platform/errors.ts';
import type { MembershipCard } from './memberships.tables.ts';

/** The gateway idempotency key of a purchase's charge: the purchase charges with it, the stuck-purchase sweep asks for it. */
export const purchaseChargeKey = (purchaseId: number) => `membership-purchase:${purchaseId}`;

/** The card gateway of a store (Moneris for the Canadian launch-monitor store), for keeping cards and 3-D Secure. */
export function gatewayOfStore(ctx: Ctx, storeCode: string): { gateway: CardGateway; name: MembershipCard['gateway'] } {
  const { gateway, method } = cardsOfStore(ctx, storeCode);
  return { gateway, name: method === 'moneris' ? 'moneris' : 'sandbox' };
}

/** Gives back a membership charge (a purchase the sweep settled while its request still ran). */
export async function refundMembershipCharge(
  ctx: Ctx,
  storeCode: string,
  input: { purchaseId: number; customerId: number; chargeId: string; amount: string; currency: string },
): Promise<void> {
  await refundPayment(ctx, {
    purpose: 'membership_void',
    reference: `membership-purchase:${input.purchaseId}`,
    method: cardsOfStore(ctx, storeCode).method,
    chargeId: input.chargeId,
    amount: input.amount,
    currency: input.currency,
    idempotencyKey: `membership-purchase-void:${input.purchaseId}`,
    customerId: input.customerId,
  });
}

/** What the store's card method knows of a purchase's charge (the stuck-purchase sweep asks). */
export function purchaseChargeStatus(ctx: Ctx, storeCode: string, purchaseId: number): Promise<ChargeResult | null> {
  return chargeStatusOf(ctx, cardsOfStore(ctx, storeCode).method, purchaseChargeKey(purchaseId));
}

export type ChargeOutcome =
  | { kind: 'approved'; charge: ChargeResult }
  | { kind: 'requires_action'; challengeUrl: string }
  | {
      kind: 'declined';
      charge: ChargeResult;
      message: string;
      /** A stable code the client words itself: the gateway's decline code, or authentication_failed. */ declineCode: string;
    };

/**
 * Charges a card token once per idempotency key, with the 3-D Secure verification the cardholder
 * completed for `merchantRef` when there is one; a card that needs verification answers the
 * issuer's challenge page to open, and the same call after it charges.
 */
export async function chargeCard(
  ctx: Ctx,
  storeCode: string,
  input: {
    purpose: PaymentPurpose;
    reference: string;
    customerId: number;
    token: string;
    amount: string;
    currency: string;
    idempotencyKey: string;
    merchantRef: string;
    callbackUrl: string;
    baseUrl: string;
    customerPresent: boolean;
  },
): Promise<ChargeOutcome> {
  const { gateway, method } = cardsOfStore(ctx, storeCode);
  const authenticationId = input.customerPresent ? await gateway.authenticationFor(input.merchantRef, input.token) : null;
  const { charge } = await chargePayment(ctx, {
    purpose: input.purpose,
    reference: input.reference,
    method,
    amount: input.amount,
    currency: input.currency,
    idempotencyKey: input.idempotencyKey,
    customerId: input.customerId,
    token: input.token,
    authenticationId,
  });
  if (charge.status === 'approved') return { kind: 'approved', charge };
  if (charge.declineCode === 'authentication_required' && input.customerPresent) {
    const mpi = await gateway.authenticateToken({
      token: input.token,
      merchantRef: input.merchantRef,
      amount: input.amount,
      currency: input.currency,
      callbackUrl: input.callbackUrl,
      baseUrl: input.baseUrl,
    });
    if (mpi.TransStatus === 'C' && mpi.ChallengeURL) return { kind: 'requires_action', challengeUrl: mpi.ChallengeURL };
    return {
      kind: 'declined',
      charge,
      message: mpi.error_message ?? 'Your bank refused to verify this card. Use another card.',
      declineCode: 'authentication_failed',
    };
  }
  return { kind: 'declined', charge, message: charge.message, declineCode: charge.declineCode ?? 'card_declined' };
}

/** Keeps the card for renewals (the gateway's vault); a card that cannot be kept is refused. */
export async function vaultCard(gateway: CardGateway, name: MembershipCard['gateway'], token: string): Promise<MembershipCard> {
  try {
    const kept = await gateway.vault(token);
    return { token: kept.token, gateway: name, brand: kept.brand, last4: kept.last4 };
  } catch (error) {
    if (error instanceof ServiceError) throw new ServiceError('invalid', 'The card details have expired. Enter your card again.', { field: 'infoCard.token' });
    throw error;
  }
}
