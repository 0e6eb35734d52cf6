import type { MyGameAbout, HandicapFigure } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { handicapFigure } from '../scorecard/index.ts';
import { getAbout, saveAbout } from './about.service.ts';

type AboutAnswer = MyGameAbout & { updatedAt: string | null; handicapFigure: HandicapFigure };

/** GET /api/my-game/about: what the player wrote, with the WHS index from their rounds beside the handicap they declared. */
export async function aboutMyGame(ctx: Ctx, caller: PlayerCaller): Promise<AboutAnswer> {
  const [about, figure] = await Promise.all([getAbout(ctx, caller), handicapFigure(ctx, caller)]);
  return { ...about, handicapFigure: figure };
}

/** POST /api/my-game/about: saves the description and answers as the GET does. */
export async function saveAboutMyGame(ctx: Ctx, caller: PlayerCaller, data: MyGameAbout): Promise<AboutAnswer> {
  await saveAbout(ctx, caller, data);
  return aboutMyGame(ctx, caller);
}
