// The scorecard's derived figures that other domains' answers carry (home layout, account).
import type { Handicap, HandicapFigure } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { getAbout } from '../account/index.ts';
import { handicapOf, playerHandicap, type HandicapRoundRow } from './handicap.service.ts';

/** The one handicap figure from the computed record and what the player declared. */
export function toHandicapFigure(current: Handicap, selfDeclared: number | null | undefined): HandicapFigure {
  return { handicapIndex: current.handicapIndex, roundsNeeded: current.roundsNeeded, selfDeclared: selfDeclared ?? null };
}

/**
 * The player's handicap as every screen shows it: the WHS index from their rounds (the same
 * computation as the stats) and, labelled apart, the handicap they declared in About my game.
 */
export async function handicapFigure(ctx: Ctx, caller: PlayerCaller): Promise<HandicapFigure> {
  const [handicap, about] = await Promise.all([playerHandicap(ctx.db, caller.subjectId), getAbout(ctx, caller)]);
  return toHandicapFigure(handicap.current, about.handicap);
}

/**
 * The same figure from rounds already read (handicapRoundsJson, e.g. in the home page's one
 * statement) and the declared handicap.
 */
export function handicapFigureOf(list: HandicapRoundRow[], selfDeclared: number | null | undefined): HandicapFigure {
  return toHandicapFigure(handicapOf(list).current, selfDeclared);
}

export { playerHandicap, handicapRoundsJson, type PlayerHandicap, type HandicapRoundRow } from './handicap.service.ts';
