import type { Db } from '../../db/index.ts';
import type { CardDetails, CardGateway, CardToken, ChargeResult, MpiResult, RefundResult } from '../gateway.ts';
import { SandboxGateway } from '../sandbox/sandbox-gateway.ts';
import { INVALID_DATA_KEY, isApproved, MONERIS_CODES, MonerisLocal, type MonerisReceipt } from './moneris-local.ts';

const DECLINE_OF: Record<string, { code: string; message: string }> = {
  [MONERIS_CODES.insufficient_funds.code]: { code: 'insufficient_funds', message: 'Your card has insufficient funds. Use another card.' },
  [MONERIS_CODES.expired_card.code]: { code: 'expired_card', message: 'Your card has expired. Use another card.' },
};
const TOKEN_INVALID = { code: 'token_invalid', message: 'The card details have expired. Enter your card again.' };
const BRAND_OF: Record<string, string> = { V: 'VI', M: 'MC', AX: 'AE', NO: 'DI' };

/**
 * The Canadian launch-monitor store's card gateway: Moneris behind the same CardGateway interface
 * as the sandbox. Charges are Moneris purchases keyed by order id (the idempotency key), refunds
 * Moneris refunds; tokenizing, vaulting and 3-D Secure use the shared tokenizer and MPI.
 */
export class MonerisGateway implements CardGateway {
  private readonly network: SandboxGateway;
  readonly moneris: MonerisLocal;

  constructor(db: Db, key: string) {
    this.network = new SandboxGateway(db, key);
    this.moneris = new MonerisLocal(db, this.network);
  }

  tokenize(card: CardDetails & { cvc: string | null }): Promise<CardToken> {
    return this.network.tokenize(card);
  }
  lookup(number: string) {
    return this.network.lookup(number);
  }
  authenticate(input: Parameters<CardGateway['authenticate']>[0]): Promise<MpiResult> {
    return this.network.authenticate(input);
  }
  authenticateToken(input: Parameters<CardGateway['authenticateToken']>[0]): Promise<MpiResult> {
    return this.network.authenticateToken(input);
  }
  authenticationStatus(id: string) {
    return this.network.authenticationStatus(id);
  }
  authenticationFor(merchantRef: string, token: string) {
    return this.network.authenticationFor(merchantRef, token);
  }
  vault(token: string): Promise<CardToken> {
    return this.network.vault(token);
  }

  /** A Moneris purchase; asking again with the key answers the first receipt (status check). */
  async charge(input: { token: string; amount: string; currency: string; idempotencyKey: string; authenticationId: string | null }): Promise<ChargeResult> {
    let receipt = await this.moneris.purchase({
      orderId: input.idempotencyKey,
      amount: input.amount,
      currency: input.currency,
      dataKey: input.token,
      authenticationId: input.authenticationId,
    });
    if (receipt.ResponseCode === null) receipt = (await this.moneris.statusCheck(input.idempotencyKey)) ?? receipt;
    return chargeResultOf(receipt, input.authenticationId);
  }

  /** Moneris's status check on the order id: the purchase's first receipt, null when none ran. */
  async chargeStatus(idempotencyKey: string): Promise<ChargeResult | null> {
    const receipt = await this.moneris.statusCheck(idempotencyKey);
    return receipt ? chargeResultOf(receipt, null) : null;
  }

  /** A Moneris refund of a purchase: `chargeId` is "<order id>/<transaction number>". */
  async refund(input: { chargeId: string; amount: string; currency: string; idempotencyKey: string }): Promise<RefundResult> {
    const [orderId, txnNumber] = input.chargeId.split('/');
    if (!orderId || !txnNumber)
      return { refundId: null, status: 'failed', failureCode: 'charge_not_found', message: 'The original payment could not be found.' };
    const receipt = await this.moneris.refund({ orderId, txnNumber, amount: input.amount, key: input.idempotencyKey });
    if (isApproved(receipt))
      return { refundId: `${orderId}/${receipt.TransID}`, status: 'succeeded', failureCode: null, message: 'The refund has been approved.' };
    const failureCode = receipt.Message.includes('not found')
      ? 'charge_not_found'
      : receipt.Message.includes('exceeds')
        ? 'amount_exceeds_charge'
        : 'charge_not_refundable';
    return { refundId: null, status: 'failed', failureCode, message: receipt.Message };
  }
}

function chargeResultOf(receipt: MonerisReceipt, authenticationId: string | null): ChargeResult {
  const approved = isApproved(receipt);
  const authRequired = receipt.Message.includes('AUTHENTICATION REQUIRED');
  const decline = approved
    ? null
    : authRequired
      ? { code: 'authentication_required', message: 'This card needs 3-D Secure verification. Verify the payment with your bank and try again.' }
      : receipt.Message === INVALID_DATA_KEY
        ? TOKEN_INVALID
        : (DECLINE_OF[receipt.ResponseCode ?? ''] ?? { code: 'card_declined', message: 'Your card was declined. Use another card or contact your bank.' });
  return {
    chargeId: `${receipt.ReceiptId}/${receipt.TransID ?? 'none'}`,
    status: approved ? 'approved' : 'declined',
    declineCode: decline?.code ?? null,
    message: decline?.message ?? 'This transaction has been approved.',
    brand: receipt.CardType ? (BRAND_OF[receipt.CardType] ?? receipt.CardType) : null,
    last4: null,
    expMonth: null,
    expYear: null,
    holderName: null,
    authenticationId: approved ? authenticationId : null,
  };
}
