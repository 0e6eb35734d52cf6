// The card gateway and the financing lender every payment goes through. The sandbox and the local
// lender are the built-in implementations; real adapters would be chosen here by configuration.
import type { Ctx } from '../context.ts';
import type { FinancingGateway } from './financing.ts';
import type { CardGateway } from './gateway.ts';
import { LocalLender } from './lender/local-lender.ts';
import { SandboxGateway } from './sandbox/sandbox-gateway.ts';
import { MonerisGateway } from './moneris/moneris-gateway.ts';

export type { CardGateway, CardToken, ChargeResult, MpiResult, RefundResult } from './gateway.ts';
export type { FinancingCharge, FinancingGateway } from './financing.ts';
export { MonerisGateway } from './moneris/moneris-gateway.ts';
export type { MonerisReceipt } from './moneris/moneris-local.ts';
export { TEST_CARDS, isCardNumber, brandOf, brandName, isUnexpired } from './cards.ts';
export { sandboxGatewayRoutes } from './sandbox/sandbox.routes.ts';
export { lenderRoutes } from './lender/lender.routes.ts';
export { monthlyPayment, PLANS as FINANCING_PLANS } from './lender/local-lender.ts';

export function cardGatewayOf(ctx: Ctx): CardGateway {
  return new SandboxGateway(ctx.db, ctx.config.secrets.jwtKey);
}

/** The Canadian launch-monitor store's gateway: the local Moneris stand-in behind the same interface. */
export function monerisGatewayOf(ctx: Ctx): MonerisGateway {
  return new MonerisGateway(ctx.db, ctx.config.secrets.jwtKey);
}

export function financingGatewayOf(ctx: Ctx): FinancingGateway {
  return new LocalLender(ctx.db);
}
