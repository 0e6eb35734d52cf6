import { Type, type Static } from 'typebox';

/** One purchase of the player's history (spec: requestId, receiptAddress, orderNumber, total, date, studentName). */
export const PurchaseEntry = Type.Object({
  requestId: Type.String({ description: 'the payment request of the purchase' }),
  receiptAddress: Type.String({ description: 'whom the receipt is made out to (a person or a company); the buyer by default' }),
  orderNumber: Type.String(),
  total: Type.String({ description: 'exact decimal amount in the currency, e.g. "57.88"' }),
  currency: Type.String(),
  date: Type.String({ description: 'ISO time of the purchase' }),
  studentName: Type.String({ description: 'for whom it was bought (a family member) or the buyer' }),
  status: Type.String(),
  items: Type.Array(
    Type.Object({
      name: Type.String(),
      sku: Type.String(),
      quantity: Type.Number(),
      rowTotal: Type.String(),
      renewal: Type.Optional(
        Type.Object(
          {
            kind: Type.Union([Type.Literal('game-plan'), Type.Literal('lesson-pack'), Type.Literal('practice-plan'), Type.Literal('membership-pack')]),
            lessonCredits: Type.Integer(),
            practiceCredits: Type.Integer(),
          },
          { description: 'a renewal package (POST /api/v2/renewal): what it held, so the app can word it in the reader’s language' },
        ),
      ),
    }),
  ),
});
export type PurchaseEntry = Static<typeof PurchaseEntry>;

const RequestId = Type.String({ minLength: 3, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
const ReceiptAddress = Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' });

export const ReceiptRequest = Type.Object({ requestId: RequestId, receiptAddress: ReceiptAddress }, { additionalProperties: false });
export type ReceiptRequest = Static<typeof ReceiptRequest>;

/** The export call carries what the client shows; the server prints what it knows and checks the rest. */
export const ReceiptExportRequest = Type.Object({
  requestId: RequestId,
  receiptAddress: ReceiptAddress,
  orderNumber: Type.Optional(Type.String({ maxLength: 32 })),
  total: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Number()])),
  date: Type.Optional(Type.String({ maxLength: 40 })),
  studentName: Type.Optional(Type.String({ maxLength: 120 })),
});
export type ReceiptExportRequest = Static<typeof ReceiptExportRequest>;

export const ReceiptExport = Type.Object({ html: Type.String(), link: Type.String({ description: 'signed link to the PDF receipt, valid for 15 minutes' }) });
export type ReceiptExport = Static<typeof ReceiptExport>;

/** A portal purchase (recommended gear, renewals): shop products paid by card token. */
export const PaymentInvokeRequest = Type.Object(
  {
    items: Type.Optional(
      Type.Array(
        Type.Object(
          { sku: Type.String({ minLength: 1, maxLength: 64 }), quantity: Type.Number({ exclusiveMinimum: 0, maximum: 1000 }) },
          { additionalProperties: false },
        ),
        { minItems: 1, maxItems: 20, description: 'shop products (recommended gear); or give renewal' },
      ),
    ),
    /** A renewal package (the Japan renewal flow pays through this call): priced and paid as POST /api/v2/renewal. */
    renewal: Type.Optional(
      Type.Object(
        {
          packageId: Type.Integer({ minimum: 1 }),
          couponCode: Type.Optional(Type.String({ minLength: 3, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' })),
          bucks: Type.Optional(Type.String({ maxLength: 20, pattern: '^\\d+(\\.\\d{1,2})?$' })),
          giftCode: Type.Optional(Type.String({ minLength: 3, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' })),
          idempotencyKey: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
        },
        { additionalProperties: false },
      ),
    ),
    cardToken: Type.String({ minLength: 8, maxLength: 200, description: 'the gateway token from POST /payments/sandbox/tokens' }),
    studentId: Type.Optional(Type.Integer({ minimum: 1, description: 'a family member the purchase is for' })),
    receiptAddress: Type.Optional(ReceiptAddress),
  },
  { additionalProperties: false },
);
export type PaymentInvokeRequest = Static<typeof PaymentInvokeRequest>;

export const PaymentStatus = Type.Object({
  requestId: Type.String(),
  status: Type.Union([Type.Literal('processing'), Type.Literal('requires_action'), Type.Literal('succeeded'), Type.Literal('failed')]),
  orderNumber: Type.Union([Type.Null(), Type.String()]),
  total: Type.String(),
  currency: Type.String(),
  message: Type.Union([Type.Null(), Type.String()]),
  /** With failed: the gateway's reason (card_declined, insufficient_funds, expired_card, authentication_failed...), for the screen to word. */
  declineCode: Type.Union([Type.Null(), Type.String()]),
  /** With requires_action: the bank's 3-D Secure page to open; it returns to the portal, which then asks /api/payment/status. */
  challengeUrl: Type.Union([Type.Null(), Type.String()]),
});
export type PaymentStatus = Static<typeof PaymentStatus>;

export const PaymentStatusQuery = Type.Object({ requestId: RequestId });
