import type { Appointment } from '@golf/contracts';
import { STEPS, type Flow } from './booking-flow';

/**
 * The booking dialog's choices so far, kept in this tab's sessionStorage so that a reload (at any
 * step, the review included) reopens the dialog where it was. Not in the address: the flow holds
 * whole objects (the lesson type, the center and its coaches, the chosen openings) and the note
 * the player typed, which has no place in the history or a shared link; sessionStorage is this
 * tab's alone and ends with it. Kept per player, so another sign-in in the tab never sees it.
 */
export interface BookingDraft {
  playerId: number;
  /** The appointment being moved, when rescheduling. */
  reschedule: Appointment | null;
  flow: Flow;
}

const KEY = 'golf.bookingDraft';

export function saveDraft(draft: BookingDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the flow simply does not outlive a reload.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/** The player's draft, or null (none, another player's, or unreadable: then it is dropped). */
export function loadDraft(playerId: number): BookingDraft | null {
  let draft: Partial<BookingDraft> | null = null;
  try {
    draft = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<BookingDraft> | null;
  } catch {
    draft = null;
  }
  const isValid = draft?.playerId === playerId && typeof draft.flow === 'object' && draft.flow !== null && STEPS.includes(draft.flow.step);
  if (!isValid) {
    if (draft) clearDraft();
    return null;
  }
  return { playerId, reschedule: draft!.reschedule ?? null, flow: draft!.flow! };
}
