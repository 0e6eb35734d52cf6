import type { Appointment, Center, LastBooking, LessonType, Opening, TimeOfDay } from '@golf/contracts';

/** The scheduling modal's steps (spec 000 §2), in order. */
export const STEPS = ['type', 'center', 'coach', 'when', 'slots', 'review'] as const;
export type Step = (typeof STEPS)[number];

/** The center as the flow needs it; from a center list it also carries its coaches. */
export type FlowCenter = Pick<Center, 'id' | 'name' | 'timeZone'> & { coaches?: Center['coaches'] };

export interface Flow {
  step: Step;
  lessonType: LessonType | null;
  center: FlowCenter | null;
  /** null: any coach of the center. */
  coachId: number | null;
  date: string;
  timeOfDay: TimeOfDay;
  selected: Opening[];
  suggestions: Opening[];
  /** A full slot the player asked to wait for. */
  waitFor: Opening | null;
  note: string;
}

export const startFlow = (today: string): Flow => ({
  step: 'type',
  lessonType: null,
  center: null,
  coachId: null,
  date: today,
  timeOfDay: 'any',
  selected: [],
  suggestions: [],
  waitFor: null,
  note: '',
});

/** Rescheduling starts at the date, with the appointment's type, center and coach kept. */
export function rescheduleFlow(a: Appointment, types: LessonType[], today: string): Flow {
  return { ...startFlow(today), step: 'when', lessonType: types.find((x) => x.id === a.lessonType.id) ?? null, coachId: a.coach.id, center: a.center };
}

/** "Book again" from a last booking jumps to the date with its type, center and coach. */
export function againFlow(last: LastBooking, types: LessonType[], today: string): Flow {
  return {
    ...startFlow(today),
    step: 'when',
    lessonType: types.find((x) => x.id === last.lessonType.id) ?? null,
    center: last.center,
    coachId: last.coach.id,
  };
}

export const slotKey = (o: { coachId: number; slotNumber: number }) => `${o.coachId}:${o.slotNumber}`;

/** Adds or removes a slot from the selection; a new choice of slots drops old suggestions. */
export function toggleSlot(flow: Flow, slot: Opening): Flow {
  const has = flow.selected.some((s) => slotKey(s) === slotKey(slot));
  const selected = has ? flow.selected.filter((s) => slotKey(s) !== slotKey(slot)) : [...flow.selected, slot].sort((a, b) => a.slotNumber - b.slotNumber);
  return { ...flow, selected, waitFor: null };
}

/** Whether the player may go on from a step. */
export function canContinue(flow: Flow): boolean {
  switch (flow.step) {
    case 'type':
      return flow.lessonType !== null;
    case 'center':
      return flow.center !== null;
    case 'coach':
    case 'when':
      return true;
    case 'slots':
      return flow.selected.length > 0 || flow.waitFor !== null;
    case 'review':
      return false;
  }
}

export function stepAfter(step: Step, dir: 1 | -1): Step {
  const i = STEPS.indexOf(step) + dir;
  return STEPS[Math.min(Math.max(i, 0), STEPS.length - 1)]!;
}
