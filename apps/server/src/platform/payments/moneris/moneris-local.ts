import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { randomToken } from '../../crypto.ts';
import type { SandboxGateway } from '../sandbox/sandbox-gateway.ts';
import { monerisTransactions } from './moneris.tables.ts';
import { inTransaction } from '../../db/index.ts';

/**
 * Moneris Gateway's receipt, with the field names its API answers (`<receipt>` of the XML/JSON
 * API). ResponseCode 000–049 is approved, 050–999 declined, null incomplete (the transaction did
 * not run, as for a duplicate order id).
 */
export interface MonerisReceipt {
  ReceiptId: string;
  ReferenceNum: string | null;
  ResponseCode: string | null;
  ISO: string | null;
  AuthCode: string | null;
  TransTime: string;
  TransDate: string;
  /** 00 purchase, 01 pre-authorization, 02 completion, 04 refund. */
  TransType: '00' | '01' | '02' | '04';
  Complete: 'true' | 'false';
  Message: string;
  TransAmount: string;
  CardType: string | null;
  TransID: string | null;
  TimedOut: 'false';
}

/**
 * Codes this stand-in answers (RBC response code, ISO code). 027/01 is "Approved" in Moneris's
 * Response Code Tables (developer.moneris.com/moneris-api/docs/response-code-tables); 476 and 481
 * are issuer declines and 482 an expiry problem in the grouping of Moneris codes Zuora publishes
 * for its Moneris gateway. 208 is an expiry-date code there too, so it is not used for a bad data
 * key: a data key the Vault does not know never reaches the issuer and is answered without a
 * response code (INVALID_DATA_KEY below), as Moneris answers requests it does not run.
 */
export const MONERIS_CODES = {
  approved: { code: '027', iso: '01', message: 'APPROVED           *                    =' },
  card_declined: { code: '481', iso: '05', message: 'DECLINED           *                    =' },
  insufficient_funds: { code: '476', iso: '51', message: 'DECLINED           * INSUFFICIENT FUNDS =' },
  expired_card: { code: '482', iso: '54', message: 'EXPIRED CARD       *                    =' },
  authentication_required: { code: '481', iso: '05', message: 'DECLINED           * AUTHENTICATION REQUIRED =' },
} as const;
/** The stand-in's wording for a data key the Vault does not know (or that expired): nothing ran. */
export const INVALID_DATA_KEY = 'Canceled: Invalid data key';
const INCOMPLETE = {
  duplicate: 'Canceled: Duplicate Order Id',
  notFound: 'Canceled: Transaction not found',
  tooMuch: 'Canceled: Amount exceeds original',
  notCompletable: 'Canceled: Transaction cannot be completed',
};

/** Moneris answers the approved ones with a code below 50. */
export const isApproved = (receipt: MonerisReceipt) => receipt.ResponseCode !== null && Number(receipt.ResponseCode) < 50;

type Row = typeof monerisTransactions.$inferSelect;
const BRANDS: Record<string, string> = { VI: 'V', MC: 'M', AE: 'AX', DI: 'NO' };

function receiptOf(row: Row): MonerisReceipt {
  const at = row.createdAt.toISOString();
  return {
    ReceiptId: row.orderId,
    ReferenceNum: row.responseCode ? `6600${row.id.toString().padStart(8, '0')}` : null,
    ResponseCode: row.responseCode,
    ISO: row.iso,
    AuthCode: row.authCode,
    TransTime: at.slice(11, 19),
    TransDate: at.slice(0, 10),
    TransType: row.transType,
    Complete: row.complete,
    Message: row.message,
    TransAmount: new Decimal(row.amount).toFixed(2),
    CardType: row.cardType,
    TransID: row.responseCode ? row.txnNumber : null,
    TimedOut: 'false',
  };
}

const cents = (amount: string) => new Decimal(amount).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/**
 * A complete local Moneris Gateway for the Canadian launch-monitor store: purchase, pre-auth and
 * completion, refund and status check against its own ledger, with Moneris's receipt shape and
 * response codes. Card data keys are the tokens of the built-in tokenizer (Moneris's Vault / hosted
 * tokenization plays that role), and the issuer's answer (including 3-D Secure) comes from the same
 * test-card network the sandbox gateway uses, so a test card behaves alike in both stores.
 */
export class MonerisLocal {
  constructor(
    private readonly db: Db,
    private readonly network: SandboxGateway,
  ) {}

  /** A purchase (TransType 00): authorizes and captures at once. */
  purchase(input: { orderId: string; amount: string; currency: string; dataKey: string; authenticationId: string | null }): Promise<MonerisReceipt> {
    return this.authorize('00', input);
  }

  /** A pre-authorization (TransType 01): holds the amount until a completion captures it. */
  preauth(input: { orderId: string; amount: string; currency: string; dataKey: string; authenticationId: string | null }): Promise<MonerisReceipt> {
    return this.authorize('01', input);
  }

  /** Status check: the receipt of an order's purchase or pre-authorization, as first answered. */
  async statusCheck(orderId: string): Promise<MonerisReceipt | null> {
    const [row] = await this.db
      .select()
      .from(monerisTransactions)
      .where(and(eq(monerisTransactions.slot, `auth:${orderId}`)));
    return row ? receiptOf(row) : null;
  }

  /** Completion (TransType 02) of an approved pre-auth, for at most the amount held; once per pre-auth. */
  completion(input: { orderId: string; txnNumber: string; amount: string }): Promise<MonerisReceipt> {
    return this.follow('02', { ...input, key: 'completion' });
  }

  /** Refund (TransType 04) of a purchase or completion; refunds never add up past the original. One per key. */
  refund(input: { orderId: string; txnNumber: string; amount: string; key: string }): Promise<MonerisReceipt> {
    return this.follow('04', input);
  }

  private async authorize(
    type: '00' | '01',
    input: { orderId: string; amount: string; currency: string; dataKey: string; authenticationId: string | null },
  ): Promise<MonerisReceipt> {
    const slot = `auth:${input.orderId}`;
    const verdict = await this.network.judge({
      token: input.dataKey,
      amount: cents(input.amount).toFixed(2),
      currency: input.currency,
      authenticationId: input.authenticationId,
    });
    const unknownKey = verdict.decline?.code === 'token_invalid';
    const outcome = unknownKey
      ? { code: null, iso: null, message: INVALID_DATA_KEY }
      : verdict.decline
        ? (MONERIS_CODES[verdict.decline.code as keyof typeof MONERIS_CODES] ?? MONERIS_CODES.card_declined)
        : MONERIS_CODES.approved;
    const inserted = await this.db
      .insert(monerisTransactions)
      .values({
        txnNumber: `${Date.now().toString().slice(-6)}-0_${randomToken(6)}`,
        orderId: input.orderId,
        transType: type,
        slot,
        amount: cents(input.amount).toFixed(2),
        currency: input.currency,
        dataKey: input.dataKey,
        cardType: verdict.card ? (BRANDS[verdict.card.brand] ?? verdict.card.brand) : null,
        last4: verdict.card?.last4 ?? null,
        responseCode: outcome.code,
        iso: outcome.iso,
        authCode: verdict.decline ? null : randomToken(4).toUpperCase().slice(0, 6),
        message: outcome.message,
        complete: unknownKey ? 'false' : 'true',
      })
      .onConflictDoNothing({ target: monerisTransactions.slot })
      .returning();
    if (inserted[0]) return receiptOf(inserted[0]);
    // Moneris refuses a second transaction on an order id: nothing runs, ResponseCode null.
    const [first] = await this.db.select().from(monerisTransactions).where(eq(monerisTransactions.slot, slot));
    return {
      ...receiptOf(first!),
      ResponseCode: null,
      ISO: null,
      AuthCode: null,
      Complete: 'false',
      Message: INCOMPLETE.duplicate,
      TransType: type,
      TransID: null,
      ReferenceNum: null,
    };
  }

  private async follow(type: '02' | '04', input: { orderId: string; txnNumber: string; amount: string; key: string }): Promise<MonerisReceipt> {
    const slot = `${type}:${input.txnNumber}:${input.key}`;
    const [earlier] = await this.db.select().from(monerisTransactions).where(eq(monerisTransactions.slot, slot));
    if (earlier) return receiptOf(earlier);
    const amount = cents(input.amount);
    const incomplete = (message: string): MonerisReceipt => ({
      ReceiptId: input.orderId,
      ReferenceNum: null,
      ResponseCode: null,
      ISO: null,
      AuthCode: null,
      TransTime: '00:00:00',
      TransDate: '0000-00-00',
      TransType: type,
      Complete: 'false',
      Message: message,
      TransAmount: amount.toFixed(2),
      CardType: null,
      TransID: null,
      TimedOut: 'false',
    });
    if (amount.lte(0)) return incomplete(INCOMPLETE.tooMuch);
    const wanted = type === '02' ? '01' : null;
    return inTransaction(this.db, async (tx) => {
      // The original's running total moves only while it stays within what was authorized.
      const [original] = await tx
        .update(monerisTransactions)
        .set({ settledAmount: sql`${monerisTransactions.settledAmount} + ${amount.toFixed(2)}` })
        .where(
          and(
            eq(monerisTransactions.txnNumber, input.txnNumber),
            eq(monerisTransactions.orderId, input.orderId),
            sql`${monerisTransactions.responseCode}::int < 50`,
            wanted ? eq(monerisTransactions.transType, wanted) : sql`${monerisTransactions.transType} in ('00', '02')`,
            type === '02' ? sql`${monerisTransactions.settledAmount} = 0` : sql`true`,
            sql`${monerisTransactions.settledAmount} + ${amount.toFixed(2)} <= ${monerisTransactions.amount}`,
          ),
        )
        .returning();
      if (!original) {
        const [row] = await tx.select().from(monerisTransactions).where(eq(monerisTransactions.txnNumber, input.txnNumber));
        return incomplete(
          !row || row.orderId !== input.orderId
            ? INCOMPLETE.notFound
            : type === '02' && row.transType !== '01'
              ? INCOMPLETE.notCompletable
              : INCOMPLETE.tooMuch,
        );
      }
      const [row] = await tx
        .insert(monerisTransactions)
        .values({
          txnNumber: `${Date.now().toString().slice(-6)}-0_${randomToken(6)}`,
          orderId: input.orderId,
          transType: type,
          slot,
          amount: amount.toFixed(2),
          currency: original.currency,
          dataKey: original.dataKey,
          cardType: original.cardType,
          last4: original.last4,
          responseCode: MONERIS_CODES.approved.code,
          iso: MONERIS_CODES.approved.iso,
          authCode: original.authCode,
          message: MONERIS_CODES.approved.message,
          complete: 'true',
          parentTxn: original.txnNumber,
        })
        .returning();
      return receiptOf(row!);
    });
  }
}
