/**
 * Point-of-sale financing (Affirm's checkout): the shop opens a checkout for an amount, the
 * customer goes to the lender's page and is approved or declined there, the browser returns to the
 * shop with a checkout token, the shop authorizes the loan with that token and captures it when the
 * goods ship. The built-in local lender (lender/local-lender.ts) implements it; an Affirm adapter
 * would implement the same contract over Affirm's API.
 */
export interface FinancingCheckout {
  checkoutToken: string;
  redirectUrl: string;
}

export interface FinancingCharge {
  status: 'unknown' | 'open' | 'authorized' | 'declined' | 'expired' | 'captured' | 'voided';
  chargeId: string | null;
  amount: string;
  currency: string;
  termMonths: number | null;
  message: string;
}

export interface FinancingGateway {
  /** Smallest and largest amounts the lender finances. */
  readonly limits: { min: string; max: string };
  /** Opens a checkout for a merchant reference (one open checkout per reference: a new one expires the old). */
  openCheckout(input: {
    merchantRef: string;
    amount: string;
    currency: string;
    confirmUrl: string;
    cancelUrl: string;
    baseUrl: string;
    expiresAt: Date;
  }): Promise<FinancingCheckout>;
  /** Authorizes the loan of an approved checkout, once: asking again answers the same charge. */
  authorize(checkoutToken: string, merchantRef: string, now: Date): Promise<FinancingCharge>;
  /** Captures an authorized loan (the goods shipped); captured once. */
  capture(merchantRef: string): Promise<FinancingCharge | null>;
}
