import type { HomeLayout, Locale } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { isTimeZone } from '../../platform/time-zones.ts';
import { aboutOf } from '../account/index.ts';
import { handicapFigureFromKept } from '../scorecard/index.ts';
import { HOME_SECTIONS } from './home-sections.ts';
import { homeStatement } from './home-statement.ts';

function assertTimeZone(timeZone: string): void {
  if (!isTimeZone(timeZone)) throw invalid('timeZone', `${timeZone} is not a time zone. Use an IANA name such as America/New_York.`);
}

/**
 * GET /api/v3/layout/home: the signed-in player's home page as cards (next lesson, plan progress,
 * scores, notifications, about my game, referral), each left out when it has nothing to show,
 * in `locale`. One statement reads every card (and one more keeps the handicap when it was stale).
 */
export async function homeLayout(ctx: Ctx, caller: PlayerCaller, query: { timeZone?: string }, locale: Locale): Promise<HomeLayout> {
  const timeZone = query.timeZone ?? 'UTC';
  assertTimeZone(timeZone);
  const [row] = await homeStatement(ctx.db).execute({ playerId: caller.subjectId, now: ctx.clock.now().toISOString() });
  const player = row?.player;
  if (!row || !player) throw notFound('Your account');
  // Cards read in the language the page shows (Accept-Language), as every other screen's names do.
  const about = aboutOf(row.about);
  const handicap = await handicapFigureFromKept(ctx.db, caller.subjectId, row.handicap, about.handicap);
  const h = { row, player, about, handicap, locale, timeZone };
  return {
    greeting: { firstName: player.firstName, region: player.region, locale: player.locale },
    sections: HOME_SECTIONS.map((card) => card(h)).filter((s) => s !== null),
  };
}
