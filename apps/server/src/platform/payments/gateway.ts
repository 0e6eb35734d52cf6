/**
 * The card gateway behind every payment (shop checkout and portal purchases). The built-in sandbox
 * (sandbox/sandbox-gateway.ts) implements it against its own tables; a real gateway would implement
 * the same contract over its API. Card numbers pass through `tokenize`, `lookup` and `authenticate`
 * only, are never stored and never logged: callers keep the token, brand, last four and expiry.
 */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  holderName: string | null;
}

export interface CardToken {
  token: string;
  /** Accept.js calls this the data descriptor. */
  descriptor: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** The MPI answer of a 3-D Secure authentication, with the field names clients read (spec §3). */
export interface MpiResult {
  error_message: string | null;
  MessageType: string;
  ResponseCode: string;
  Message: string;
  ReceiptId: string;
  ThreeDSMethodURL: string | null;
  ThreeDSMethodData: string | null;
  ChallengeURL: string | null;
  ChallengeData: string | null;
  TransStatus: string;
  ThreeDSServerTransId: string;
  DSTransId: string | null;
  ECI: string | null;
  Cavv: string | null;
  TransStatusReason: string | null;
  CardholderInfo: string | null;
  receipt: string | null;
  Mpi2Response: string | null;
}

export interface ChargeResult {
  chargeId: string;
  status: 'approved' | 'declined';
  /** card_declined, insufficient_funds, expired_card, authentication_required, token_invalid. */
  declineCode: string | null;
  message: string;
  brand: string | null;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
  holderName: string | null;
  authenticationId: string | null;
}

export interface RefundResult {
  refundId: string | null;
  status: 'succeeded' | 'failed';
  /** charge_not_found, charge_not_refundable, amount_exceeds_charge. */
  failureCode: string | null;
  message: string;
}

export interface CardGateway {
  tokenize(card: CardDetails & { cvc: string | null }): Promise<CardToken>;
  /** Whether the card takes part in 3-D Secure. */
  lookup(number: string): Promise<{ isEnrolled: boolean }>;
  /** Starts 3-D Secure for a purchase; a challenge answer carries the page the cardholder must open. */
  authenticate(input: {
    card: CardDetails;
    merchantRef: string;
    amount: string;
    currency: string;
    callbackUrl: string;
    userAgent: string;
    baseUrl: string;
  }): Promise<MpiResult>;
  /** Starts 3-D Secure for a tokenized card (a purchase paid with a token only, as the portal's). */
  authenticateToken(input: { token: string; merchantRef: string; amount: string; currency: string; callbackUrl: string; baseUrl: string }): Promise<MpiResult>;
  /** Where an authentication stands: C (challenge open), Y or A (authenticated), N, R or U (refused); null when unknown. */
  authenticationStatus(id: string): Promise<string | null>;
  /** The latest successful authentication of this purchase for the token's card, if any. */
  authenticationFor(merchantRef: string, token: string): Promise<string | null>;
  /**
   * Keeps a card for later charges (a customer payment profile, as TokenBase keeps with Authorize.Net
   * CIM): a fresh token, good until the card expires, from a live one-time token. Throws when the
   * one-time token is unknown or expired.
   */
  vault(token: string): Promise<CardToken>;
  /** Charges a token once per idempotency key: asking again answers the first result. */
  charge(input: { token: string; amount: string; currency: string; idempotencyKey: string; authenticationId: string | null }): Promise<ChargeResult>;
  /**
   * What the gateway knows of the charge made with this idempotency key (a status check, as
   * Moneris's by order id): its result, or null when no charge was ever attempted with it.
   */
  chargeStatus(idempotencyKey: string): Promise<ChargeResult | null>;
  /**
   * Gives money back to the card of an approved charge, once per idempotency key (asking again
   * answers the first result); the refunds of a charge never add up to more than it took.
   */
  refund(input: { chargeId: string; amount: string; currency: string; idempotencyKey: string }): Promise<RefundResult>;
}
