import type { Faker } from '@faker-js/faker';
import type { Db } from '../../platform/db/index.ts';
import { gameTracking } from '../../portal/tracking/tracking.tables.ts';
import { gaussian } from './launch-model.ts';
import type { DemoGolfer } from './simulator.seed.ts';

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, Math.round(v)));

/**
 * Tracked rounds for the adult demo players, every week or two, with numbers that fit their
 * game: handicap about 25 × skill, greens in regulation from about 11 of 18 (scratch) to 3,
 * scrambling from 55 % to 15 % of missed greens, three-putts and trouble off the tee rising.
 */
export async function seedTracking(db: Db, faker: Faker, golfers: DemoGolfer[], now: Date): Promise<void> {
  const courses = Array.from({ length: 6 }, () => `${faker.location.city()} Golf Club`);
  const rows = golfers
    .filter((g) => g.power >= 0.9)
    .flatMap((g) => {
      const handicap = 25 * g.skill;
      const count = Math.round(g.months * 3);
      return Array.from({ length: count }, () => {
        const holes = faker.number.float({ min: 0, max: 1 }) < 0.2 ? 9 : 18;
        const f = holes / 18;
        const gir = clamp(gaussian(faker, (11 - 8 * g.skill) * f, 1.5 * f + 0.5), 0, holes);
        const missed = holes - gir;
        const ntg = clamp(missed * gaussian(faker, 0.45, 0.1), 0, missed);
        const scrambling = clamp(missed * gaussian(faker, 0.55 - 0.4 * g.skill, 0.08), 0, missed);
        const isScoreOnly = faker.number.float({ min: 0, max: 1 }) < 0.15;
        const played = new Date(now.getTime() - faker.number.float({ min: 1, max: g.months * 30.4 }) * 86_400_000);
        return {
          playerId: g.playerId,
          mode: isScoreOnly ? 'scoreOnly' : 'onGIR',
          score: clamp(gaussian(faker, (72 + handicap) * f, 3 * f + 1), holes * 3, holes * 10),
          roundHole: holes,
          otg: isScoreOnly ? null : gir,
          ntg: isScoreOnly ? null : ntg,
          scrambling: isScoreOnly ? null : scrambling,
          badThreePutts: isScoreOnly ? null : clamp(gaussian(faker, (0.5 + 2.5 * g.skill) * f, 0.8), 0, holes),
          tts: isScoreOnly ? null : clamp(gaussian(faker, (0.5 + 3.5 * g.skill) * f, 0.9), 0, holes),
          igolfId: null,
          courseName: faker.helpers.arrayElement(courses),
          playDate: played.toISOString().slice(0, 10),
        };
      });
    });
  if (rows.length) await db.insert(gameTracking).values(rows);
}
