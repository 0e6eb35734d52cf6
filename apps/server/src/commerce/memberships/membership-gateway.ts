import type { Ctx } from '../../platform/context.ts';
import { cardGatewayOf, monerisGatewayOf, type CardGateway, type ChargeResult } from '../../platform/payments/index.ts';
import { ServiceError } from '../../platform/errors.ts';
import type { MembershipCard } from './memberships.tables.ts';

/** The gateway of a store: Moneris for the Canadian launch-monitor store, the card gateway elsewhere. */
/** The gateway idempotency key of a purchase's charge: the purchase charges with it, the stuck-purchase sweep asks for it. */
export const purchaseChargeKey = (purchaseId: number) => `membership-purchase:${purchaseId}`;

export function gatewayOfStore(ctx: Ctx, storeCode: string): { gateway: CardGateway; name: MembershipCard['gateway'] } {
  return storeCode === 'STSVCA' ? { gateway: monerisGatewayOf(ctx), name: 'moneris' } : { gateway: cardGatewayOf(ctx), name: 'sandbox' };
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
  gateway: CardGateway,
  input: {
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
  const authenticationId = input.customerPresent ? await gateway.authenticationFor(input.merchantRef, input.token) : null;
  const charge = await gateway.charge({
    token: input.token,
    amount: input.amount,
    currency: input.currency,
    idempotencyKey: input.idempotencyKey,
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
