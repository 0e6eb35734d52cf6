import type { Club, NewClub } from '@golf/contracts';
import type { Flex } from './constants';
import { fromDisplayDistance, toDisplayDistance, type DistanceUnit } from './units';

/** The club form as typed: text for every field, so an empty box means "not given". */
export interface ClubForm {
  categoryId: string;
  manufacturerId: string;
  model: string;
  loft: string;
  shaft: string;
  flex: string;
  length: string;
  lie: string;
  grip: string;
  carry: string;
  notes: string;
}

export const NUMBER_FIELDS = ['loft', 'length', 'lie', 'carry'] as const;

const text = (n: number | null) => (n === null ? '' : String(n));

export function formOf(club: Club | null, unit: DistanceUnit): ClubForm {
  return {
    categoryId: club ? String(club.categoryId) : '',
    manufacturerId: club?.manufacturerId ? String(club.manufacturerId) : '',
    model: club?.model ?? '',
    loft: text(club?.loft ?? null),
    shaft: club?.shaft ?? '',
    flex: club?.flex ?? '',
    length: text(club?.length ?? null),
    lie: text(club?.lie ?? null),
    grip: club?.grip ?? '',
    carry: text(toDisplayDistance(club?.carryDistance ?? null, unit)),
    notes: club?.notes ?? '',
  };
}

const numberOf = (value: string): number | null => {
  const trimmed = value.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
};

/** The fields that are not numbers although they should be (the server checks the ranges). */
export function invalidNumbers(form: ClubForm): (typeof NUMBER_FIELDS)[number][] {
  return NUMBER_FIELDS.filter((field) => {
    const value = numberOf(form[field]);
    return value !== null && !Number.isFinite(value);
  });
}

/** The club as the server takes it (POST and PUT /api/club). */
export function payloadOf(form: ClubForm, bagId: number, unit: DistanceUnit): NewClub {
  const carry = numberOf(form.carry);
  return {
    bagId,
    categoryId: Number(form.categoryId),
    manufacturerId: form.manufacturerId ? Number(form.manufacturerId) : null,
    model: form.model.trim(),
    loft: numberOf(form.loft),
    shaft: form.shaft.trim(),
    flex: (form.flex || null) as Flex | null,
    length: numberOf(form.length),
    lie: numberOf(form.lie),
    grip: form.grip.trim(),
    carryDistance: carry === null ? null : fromDisplayDistance(carry, unit),
    notes: form.notes.trim(),
  };
}

/** The server's name of a field at fault, as the form calls it. */
export function formFieldOf(serverField: string | undefined): keyof ClubForm | 'photo' | undefined {
  if (!serverField) return undefined;
  const last = serverField.split('.').pop()!;
  if (last === 'carryDistance') return 'carry';
  if (last === 'category') return 'categoryId';
  if (last === 'manufacturer') return 'manufacturerId';
  return ['categoryId', 'manufacturerId', 'model', 'loft', 'shaft', 'flex', 'length', 'lie', 'grip', 'notes', 'photo'].includes(last)
    ? (last as keyof ClubForm)
    : undefined;
}
