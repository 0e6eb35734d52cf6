import { createHmac, randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/index.ts';
import { randomToken } from '../../crypto.ts';
import { invalid } from '../../errors.ts';
import { behaviourOf, brandOf, digitsOf, isCardNumber, isEnrolled, isUnexpired, type Behaviour } from '../cards.ts';
import type { CardDetails, CardGateway, CardToken, ChargeResult, MpiResult, RefundResult } from '../gateway.ts';
import { sandboxStatements } from './sandbox-statements.ts';
import { sandboxGatewayAuthentications, sandboxGatewayCharges, sandboxGatewayRefunds, sandboxGatewayTokens } from './sandbox.tables.ts';

/** A token is good for half an hour: long enough for a 3-D Secure challenge in between. */
const TOKEN_MINUTES = 30;
const DESCRIPTOR = 'COMMON.ACCEPT.INAPP.PAYMENT';

const DECLINES: Partial<Record<Behaviour, { code: string; message: string }>> = {
  decline: { code: 'card_declined', message: 'Your card was declined. Use another card or contact your bank.' },
  insufficient_funds: { code: 'insufficient_funds', message: 'Your card has insufficient funds. Use another card.' },
  expired_card: { code: 'expired_card', message: 'Your card has expired. Use another card.' },
  challenge_then_decline: { code: 'card_declined', message: 'Your card was declined. Use another card or contact your bank.' },
};
const AUTHENTICATION_REQUIRED = {
  code: 'authentication_required',
  message: 'This card needs 3-D Secure verification. Verify the payment with your bank and try again.',
};

function validateCard(card: CardDetails): void {
  if (!isCardNumber(card.number)) throw invalid('cc_number', 'The card number is not valid. Check it and try again.');
  // The sandbox stands in for the card network: it judges expiry by its own (real) date, as a bank would.
  if (!isUnexpired(card.expMonth, card.expYear, new Date())) throw invalid('cc_exp_month', 'The card has expired or its expiry date is not valid.');
}

/**
 * The built-in card gateway: real tokens, 3-D Secure with a challenge page served by this server,
 * and idempotent charges, behaving as its test card numbers say (cards.ts). It plays the remote
 * service, so it keeps its own tables and sees card numbers only while answering a call.
 */
export class SandboxGateway implements CardGateway {
  constructor(
    private readonly db: Db,
    private readonly key: string,
  ) {}

  private fingerprint(number: string): string {
    return createHmac('sha256', `sandbox-gateway:${this.key}`).update(digitsOf(number)).digest('hex');
  }

  async tokenize(card: CardDetails & { cvc: string | null }): Promise<CardToken> {
    validateCard(card);
    const brand = brandOf(card.number);
    if (card.cvc !== null && !(brand === 'AE' ? /^\d{4}$/ : /^\d{3}$/).test(card.cvc))
      throw invalid('cvc', `The security code must have ${brand === 'AE' ? 4 : 3} digits.`);
    const digits = digitsOf(card.number);
    const row = {
      token: `tok_${randomToken(24)}`,
      brand,
      last4: digits.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
      holderName: card.holderName,
      fingerprint: this.fingerprint(digits),
      behaviour: behaviourOf(digits),
      expiresAt: new Date(Date.now() + TOKEN_MINUTES * 60_000),
    };
    await this.db.insert(sandboxGatewayTokens).values(row);
    return { token: row.token, descriptor: DESCRIPTOR, brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear };
  }

  async vault(token: string): Promise<CardToken> {
    const [card] = await this.db
      .select()
      .from(sandboxGatewayTokens)
      .where(and(eq(sandboxGatewayTokens.token, token), gt(sandboxGatewayTokens.expiresAt, new Date())));
    if (!card) throw invalid('cardToken', 'The card details have expired. Enter your card again.');
    // A stored card lives until the end of its expiry month.
    const expiresAt = new Date(Date.UTC(card.expYear, card.expMonth, 1) - 1000);
    const row = { ...card, token: `vault_${randomToken(24)}`, expiresAt };
    await this.db.insert(sandboxGatewayTokens).values(row);
    return { token: row.token, descriptor: DESCRIPTOR, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear };
  }

  async lookup(number: string): Promise<{ isEnrolled: boolean }> {
    if (!isCardNumber(number)) throw invalid('cc_number', 'The card number is not valid. Check it and try again.');
    return { isEnrolled: isEnrolled(behaviourOf(number)) };
  }

  async authenticate(input: {
    card: CardDetails;
    merchantRef: string;
    amount: string;
    currency: string;
    callbackUrl: string;
    userAgent: string;
    baseUrl: string;
  }): Promise<MpiResult> {
    validateCard(input.card);
    return this.startAuthentication({
      ...input,
      behaviour: behaviourOf(input.card.number),
      fingerprint: this.fingerprint(input.card.number),
      brand: brandOf(input.card.number),
      last4: digitsOf(input.card.number).slice(-4),
    });
  }

  async authenticateToken(input: {
    token: string;
    merchantRef: string;
    amount: string;
    currency: string;
    callbackUrl: string;
    baseUrl: string;
  }): Promise<MpiResult> {
    const [card] = await this.db
      .select()
      .from(sandboxGatewayTokens)
      .where(and(eq(sandboxGatewayTokens.token, input.token), gt(sandboxGatewayTokens.expiresAt, new Date())));
    if (!card) throw invalid('cardToken', 'The card details have expired. Enter your card again.');
    return this.startAuthentication({ ...input, behaviour: card.behaviour as Behaviour, fingerprint: card.fingerprint, brand: card.brand, last4: card.last4 });
  }

  async authenticationStatus(id: string): Promise<string | null> {
    const [row] = await this.db
      .select({ transStatus: sandboxGatewayAuthentications.transStatus })
      .from(sandboxGatewayAuthentications)
      .where(eq(sandboxGatewayAuthentications.id, id));
    return row?.transStatus ?? null;
  }

  /** 3-D Secure for a card known by its behaviour and fingerprint (from its number or its token). */
  private async startAuthentication(input: {
    behaviour: Behaviour;
    fingerprint: string;
    brand: string;
    last4: string;
    merchantRef: string;
    amount: string;
    currency: string;
    callbackUrl: string;
    baseUrl: string;
  }): Promise<MpiResult> {
    const { behaviour, brand } = input;
    const id = randomUUID();
    const dsTransId = randomUUID();
    const base: MpiResult = {
      error_message: null,
      MessageType: 'ARes',
      ResponseCode: '00',
      Message: 'SUCCESS',
      ReceiptId: input.merchantRef,
      ThreeDSMethodURL: null,
      ThreeDSMethodData: null,
      ChallengeURL: null,
      ChallengeData: null,
      TransStatus: 'U',
      ThreeDSServerTransId: id,
      DSTransId: dsTransId,
      ECI: null,
      Cavv: null,
      TransStatusReason: null,
      CardholderInfo: null,
      receipt: null,
      Mpi2Response: null,
    };
    if (!isEnrolled(behaviour)) {
      return {
        ...base,
        ResponseCode: '01',
        Message: 'Card not enrolled',
        TransStatus: 'U',
        TransStatusReason: '08',
        error_message: 'This card does not take part in 3-D Secure; pay without verification.',
      };
    }
    let transStatus = 'C';
    let eci: string | null = null;
    let cavv: string | null = null;
    let reason: string | null = null;
    if (behaviour === 'frictionless') {
      transStatus = 'Y';
      eci = brand === 'MC' ? '02' : '05';
      cavv = randomToken(20);
    } else if (behaviour === 'refuse_authentication') {
      transStatus = 'N';
      reason = '01';
    }
    await this.db.insert(sandboxGatewayAuthentications).values({
      id,
      fingerprint: input.fingerprint,
      merchantRef: input.merchantRef,
      amount: input.amount,
      currency: input.currency,
      transStatus,
      transStatusReason: reason,
      dsTransId,
      eci,
      cavv,
      callbackUrl: input.callbackUrl,
      last4: input.last4,
      brand,
      completedAt: transStatus === 'C' ? null : new Date(),
    });
    const mpi2 = JSON.stringify({ threeDSServerTransID: id, dsTransID: dsTransId, transStatus, eci, amount: input.amount, currency: input.currency });
    if (transStatus === 'C') {
      const creq = Buffer.from(
        JSON.stringify({ threeDSServerTransID: id, acsTransID: dsTransId, messageType: 'CReq', messageVersion: '2.2.0', challengeWindowSize: '05' }),
      ).toString('base64url');
      return { ...base, TransStatus: 'C', ChallengeURL: `${input.baseUrl}/payments/3ds/challenge/${id}`, ChallengeData: creq, Mpi2Response: mpi2 };
    }
    if (transStatus === 'N') {
      return {
        ...base,
        Message: 'FAILURE',
        ResponseCode: '05',
        TransStatus: 'N',
        TransStatusReason: reason,
        CardholderInfo: 'Your bank could not verify this card.',
        error_message: 'Your bank refused to verify this card. Use another card.',
        Mpi2Response: mpi2,
      };
    }
    return {
      ...base,
      TransStatus: 'Y',
      ECI: eci,
      Cavv: cavv,
      receipt: JSON.stringify({ ReceiptId: input.merchantRef, TransStatus: 'Y', ECI: eci }),
      Mpi2Response: mpi2,
    };
  }

  /** One statement: the token's card fingerprint joined to its passed verifications for this merchant reference. */
  async authenticationFor(merchantRef: string, token: string): Promise<string | null> {
    const [auth] = await sandboxStatements(this.db).authentication.execute({ token, merchantRef });
    return auth?.id ?? null;
  }

  /**
   * What the card network says of a charge to this token (the issuer's answer, 3-D Secure checked),
   * without recording one: the sandbox's charges and the local Moneris stand-in share it.
   */
  async judge(input: {
    token: string;
    amount: string;
    currency: string;
    authenticationId: string | null;
  }): Promise<{ card: { brand: string; last4: string } | null; decline: { code: string; message: string } | null; authenticationId: string | null }> {
    const { card, decline, authenticationId } = await this.judgeCard(input);
    return { card: card ? { brand: card.brand, last4: card.last4 } : null, decline, authenticationId };
  }

  private async judgeCard(input: { token: string; amount: string; currency: string; authenticationId: string | null }) {
    const [card] = await sandboxStatements(this.db).card.execute({ token: input.token, now: new Date() });
    let decline: { code: string; message: string } | null = null;
    let authenticationId: string | null = null;
    if (!card) decline = { code: 'token_invalid', message: 'The card details have expired. Enter your card again.' };
    else {
      const behaviour = card.behaviour as Behaviour;
      if (behaviour === 'challenge' || behaviour === 'challenge_then_decline' || behaviour === 'refuse_authentication') {
        authenticationId = input.authenticationId
          ? await this.validAuthentication(input.authenticationId, card.fingerprint, input.amount, input.currency)
          : null;
        if (!authenticationId) decline = AUTHENTICATION_REQUIRED;
      }
      decline ??= DECLINES[behaviour] ?? null;
    }
    return { card, decline, authenticationId };
  }

  /**
   * Judged, then recorded once per key: the insert that wins answers from its own row and the card
   * just read (two statements); a key recorded before answers its stored charge, whoever asks.
   */
  async charge(input: { token: string; amount: string; currency: string; idempotencyKey: string; authenticationId: string | null }): Promise<ChargeResult> {
    const { card, decline, authenticationId } = await this.judgeCard(input);
    const [charge] = await sandboxStatements(this.db).charge.execute({
      id: `ch_${randomToken(18)}`,
      idempotencyKey: input.idempotencyKey,
      token: input.token,
      amount: input.amount,
      currency: input.currency,
      status: decline ? 'declined' : 'approved',
      declineCode: decline?.code ?? null,
      message: decline?.message ?? 'This transaction has been approved.',
      authenticationId,
    });
    // An expired token's charge names the card as the stored charge's answer does (not judged here).
    if (!charge || !card) return (await this.chargeByKey(input.idempotencyKey))!;
    return answerOf(charge, card);
  }

  chargeStatus(idempotencyKey: string): Promise<ChargeResult | null> {
    return this.chargeByKey(idempotencyKey);
  }

  async refund(input: { chargeId: string; amount: string; currency: string; idempotencyKey: string }): Promise<RefundResult> {
    const existing = await this.refundByKey(input.idempotencyKey);
    if (existing) return existing;
    if (!/^\d+(\.\d{1,4})?$/.test(input.amount) || Number(input.amount) <= 0) throw invalid('amount', 'A refund must be a positive amount.');
    await inTransaction(this.db, async (tx) => {
      // The charge's running total moves only if the new refund still fits under what it took.
      const taken = await tx
        .update(sandboxGatewayCharges)
        .set({ refundedAmount: sql`${sandboxGatewayCharges.refundedAmount} + ${input.amount}` })
        .where(
          and(
            eq(sandboxGatewayCharges.id, input.chargeId),
            eq(sandboxGatewayCharges.status, 'approved'),
            eq(sandboxGatewayCharges.currency, input.currency),
            sql`${sandboxGatewayCharges.refundedAmount} + ${input.amount} <= ${sandboxGatewayCharges.amount}`,
          ),
        )
        .returning({ id: sandboxGatewayCharges.id });
      let failure: { code: string; message: string } | null = null;
      if (!taken.length) {
        const [charge] = await tx.select().from(sandboxGatewayCharges).where(eq(sandboxGatewayCharges.id, input.chargeId));
        failure = !charge
          ? { code: 'charge_not_found', message: 'The original payment could not be found.' }
          : charge.status !== 'approved' || charge.currency !== input.currency
            ? { code: 'charge_not_refundable', message: 'The original payment cannot be refunded.' }
            : { code: 'amount_exceeds_charge', message: 'The refunds would be more than the original payment.' };
      }
      const inserted = await tx
        .insert(sandboxGatewayRefunds)
        .values({
          id: `re_${randomToken(18)}`,
          idempotencyKey: input.idempotencyKey,
          chargeId: input.chargeId,
          amount: input.amount,
          currency: input.currency,
          status: failure ? 'failed' : 'succeeded',
          failureCode: failure?.code ?? null,
          message: failure?.message ?? 'The refund has been approved.',
        })
        .onConflictDoNothing({ target: sandboxGatewayRefunds.idempotencyKey })
        .returning({ id: sandboxGatewayRefunds.id });
      // Another call with this key won the insert: undo this call's increment.
      if (!inserted.length && !failure) throw new RefundRaceLost();
    }).catch((error: unknown) => {
      if (!(error instanceof RefundRaceLost)) throw error;
    });
    return (await this.refundByKey(input.idempotencyKey))!;
  }

  private async refundByKey(key: string): Promise<RefundResult | null> {
    const [row] = await this.db.select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.idempotencyKey, key));
    return row ? { refundId: row.status === 'succeeded' ? row.id : null, status: row.status, failureCode: row.failureCode, message: row.message } : null;
  }

  /**
   * A passed verification of this card for exactly this amount: the cardholder approved the amount
   * their bank showed, so a charge of any other amount needs a new verification (as issuers do).
   */
  private async validAuthentication(id: string, fingerprint: string, amount: string, currency: string): Promise<string | null> {
    const [auth] = await this.db
      .select({ id: sandboxGatewayAuthentications.id })
      .from(sandboxGatewayAuthentications)
      .where(
        and(
          eq(sandboxGatewayAuthentications.id, id),
          eq(sandboxGatewayAuthentications.fingerprint, fingerprint),
          inArray(sandboxGatewayAuthentications.transStatus, ['Y', 'A']),
          sql`${sandboxGatewayAuthentications.amount} = ${amount}::numeric`,
          eq(sandboxGatewayAuthentications.currency, currency),
        ),
      );
    return auth?.id ?? null;
  }

  private async chargeByKey(key: string): Promise<ChargeResult | null> {
    const [row] = await this.db
      .select({ charge: sandboxGatewayCharges, token: sandboxGatewayTokens })
      .from(sandboxGatewayCharges)
      .leftJoin(sandboxGatewayTokens, eq(sandboxGatewayTokens.token, sandboxGatewayCharges.token))
      .where(eq(sandboxGatewayCharges.idempotencyKey, key));
    return row ? answerOf(row.charge, row.token) : null;
  }
}

/** A stored charge as the merchant reads it, with its card's details (none when its token is gone). */
function answerOf(charge: typeof sandboxGatewayCharges.$inferSelect, token: typeof sandboxGatewayTokens.$inferSelect | null): ChargeResult {
  return {
    chargeId: charge.id,
    status: charge.status,
    declineCode: charge.declineCode,
    message: charge.message,
    brand: token?.brand ?? null,
    last4: token?.last4 ?? null,
    expMonth: token?.expMonth ?? null,
    expYear: token?.expYear ?? null,
    holderName: token?.holderName ?? null,
    authenticationId: charge.authenticationId,
  };
}

/** Rolls back a refund whose idempotency key another concurrent call took first. */
class RefundRaceLost extends Error {}
