import type { Ctx } from '../../platform/context.ts';
import { isPlusActive } from '../plus/index.ts';

/** Whether a player's plan includes plus-only library content: Plus (trial, active, or paid to the period end). */
export async function mayWatchPlusContent(ctx: Ctx, playerId: number): Promise<boolean> {
  return isPlusActive(ctx, playerId);
}
