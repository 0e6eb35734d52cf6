import { numberFormat } from './intl-formats';
import type { Measure, MeasureUnit } from '@golf/contracts';

/** The server measured each figure in the player's units (@golf/contracts units.ts); this only writes it, as the language does. */
const INTL_UNIT: Record<MeasureUnit, string> = {
  yd: 'yard',
  m: 'meter',
  mi: 'mile',
  km: 'kilometer',
  mph: 'mile-per-hour',
  'km/h': 'kilometer-per-hour',
};

/** "7,025 yd", "6 424 m", "3.9 mi", "12 km/h": the number and its unit in the language's own short form. */
export function formatInUnits(measure: Measure, language: string): string {
  return numberFormat(language, { style: 'unit', unit: INTL_UNIT[measure.unit], unitDisplay: 'short', maximumFractionDigits: 1 }).format(measure.value);
}
