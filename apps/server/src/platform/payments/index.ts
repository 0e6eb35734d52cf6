// The card gateway every payment goes through. The sandbox is the built-in implementation; a real
// gateway adapter would be chosen here by configuration.
import type { Ctx } from '../context.ts';
import type { CardGateway } from './gateway.ts';
import { SandboxGateway } from './sandbox/sandbox-gateway.ts';

export type { CardGateway, CardToken, ChargeResult, MpiResult, RefundResult } from './gateway.ts';
export { TEST_CARDS, isCardNumber, brandOf, isUnexpired } from './cards.ts';
export { sandboxGatewayRoutes } from './sandbox/sandbox.routes.ts';

export function cardGatewayOf(ctx: Ctx): CardGateway {
  return new SandboxGateway(ctx.db, ctx.config.secrets.jwtKey);
}
