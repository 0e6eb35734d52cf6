import type { Faker } from '@faker-js/faker';
import type { ClubTypeCode } from '@golf/contracts';

/**
 * Tour averages per club (TrackMan's published PGA Tour numbers; hybrids, gap, sand and lob
 * wedges interpolated): club and ball speed mph, launch °, spin rpm, apex yd, descent °, carry yd.
 */
export const TOUR: Record<Exclude<ClubTypeCode, 'putter'>, [number, number, number, number, number, number, number]> = {
  driver: [113, 167, 10.9, 2686, 32, 37, 275],
  '3w': [107, 158, 9.2, 3655, 30, 43, 243],
  '4w': [105, 155, 9.3, 4000, 30, 45, 236],
  '5w': [103, 152, 9.4, 4350, 31, 47, 230],
  '7w': [101, 147, 10.5, 4700, 31, 48, 220],
  '9w': [99, 143, 11.5, 5000, 31, 49, 211],
  '2h': [102, 150, 9.8, 4200, 29, 46, 231],
  '3h': [100, 146, 10.2, 4437, 29, 47, 225],
  '4h': [98, 142, 10.8, 4700, 29, 47, 214],
  '5h': [96, 137, 11.8, 5100, 30, 48, 204],
  '6h': [94, 132, 13.0, 5600, 30, 49, 194],
  '7h': [92, 127, 14.5, 6200, 30, 50, 183],
  '2i': [100, 145, 9.8, 4300, 26, 45, 220],
  '3i': [98, 142, 10.4, 4630, 27, 46, 212],
  '4i': [96, 137, 11.0, 4836, 28, 48, 203],
  '5i': [94, 132, 12.1, 5361, 31, 49, 194],
  '6i': [92, 127, 14.1, 6231, 30, 50, 183],
  '7i': [90, 120, 16.3, 7097, 32, 50, 172],
  '8i': [87, 115, 18.1, 7998, 31, 50, 160],
  '9i': [85, 109, 20.4, 8647, 30, 51, 148],
  pw: [83, 102, 24.2, 9304, 29, 52, 136],
  gw: [81, 96, 27.0, 9700, 28, 52, 124],
  sw: [79, 90, 30.0, 10000, 27, 52, 110],
  lw: [76, 84, 33.0, 10200, 25, 52, 96],
};
export type FullSwingClub = keyof typeof TOUR;

/**
 * A golfer: `skill` 0 plays like a tour average, 1 like a 25-handicap; `power` scales speed
 * (juniors and seniors below 1); `bias` is their typical miss (negative left).
 */
export interface Golfer {
  skill: number;
  power: number;
  bias: number;
}

/** The carry a golfer's solid strike with the club flies, yards (the model's centre). */
export function typicalCarry(golfer: Golfer, club: FullSwingClub): number {
  return TOUR[club][6] * (golfer.power * (1 - 0.19 * golfer.skill) * (1 - 0.025 * golfer.skill)) ** 1.2;
}

export function gaussian(faker: Faker, mean: number, sd: number): number {
  const u = Math.max(faker.number.float({ min: 0, max: 1 }), 1e-9);
  const v = faker.number.float({ min: 0, max: 1 });
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
