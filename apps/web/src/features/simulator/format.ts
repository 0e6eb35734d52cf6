import type { Units } from '@golf/contracts';

/** The unit label of each measured field, from the answer's units. */
export function unitOf(field: string, units: Units): string {
  switch (field) {
    case 'ballSpeed':
    case 'clubSpeed':
      return units.speed;
    case 'backSpin':
    case 'sideSpin':
      return units.spin;
    case 'carry':
    case 'total':
    case 'offline':
    case 'targetDistance':
    case 'distanceToPin':
      return units.distance;
    case 'apex':
      return units.height;
    case 'smashFactor':
      return '';
    default:
      return '°';
  }
}

/** The launch data of a shot in the order a launch monitor lists it. */
export const SHOT_FIELDS = [
  'ballSpeed',
  'clubSpeed',
  'smashFactor',
  'launchAngle',
  'launchDirection',
  'backSpin',
  'sideSpin',
  'spinAxis',
  'carry',
  'total',
  'offline',
  'apex',
  'descentAngle',
] as const;
export type ShotField = (typeof SHOT_FIELDS)[number];

/** The decimals a launch monitor shows for a field (whole rpm, two for smash factor, one otherwise), for lib/format/number. */
export const digitsOf = (field: string) => (field === 'backSpin' || field === 'sideSpin' ? 0 : field === 'smashFactor' ? 2 : 1);
