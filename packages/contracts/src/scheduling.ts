import { Type, type Static, type TSchema } from 'typebox';
import { Measure } from './units.ts';

/** The spec's and this product's scheduling answer codes (they travel in `code`). */
export const SCHEDULING_CODES = {
  /** Another player booked the slot first. */
  slotTaken: 50001,
  /** The player already holds an appointment at that time (data names it; practice may be replaced). */
  overlapsOwnAppointment: 50002,
  /** The time is not an open slot of the coach (hours, grid, buffer, closed center). */
  notOpen: 50003,
  /** Too soon (minimum notice) or too far ahead (booking horizon). */
  outsideBookingWindow: 50004,
  /** No credit left for this kind of booking. */
  noCredit: 50005,
  /** The waiting-list place was taken meanwhile (spec 000 §8). */
  waitingSlotBooked: 50006,
  /** Cancelling inside the notice window needs the player's confirmation; the credit is kept. */
  lateCancelNeedsConfirmation: 50007,
  /** The appointment can no longer be changed (past, cancelled, or already moved). */
  notChangeable: 50008,
} as const;

/** An IANA time zone name such as Europe/London; answers use it for every local time. */
export const TimeZone = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_+\\-/]+$', description: 'IANA time zone, e.g. America/New_York' });
/** A calendar date, YYYY-MM-DD. */
export const LocalDate = Type.String({ pattern: '^(19|20|21)\\d{2}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD, years 1900 to 2199' });
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
/** Minutes since 1970 (up to the year 3871): names a slot's start. */
const SlotNumber = Type.Integer({ minimum: 0, maximum: 1_000_000_000 });
export const Nullable = <T extends TSchema>(t: T) => Type.Union([Type.Null(), t]);

export const AppointmentState = Type.Union([
  Type.Literal('scheduled'),
  Type.Literal('waiting'),
  Type.Literal('offered'),
  Type.Literal('canceled'),
  Type.Literal('expired'),
  Type.Literal('completed'),
]);
export type AppointmentState = Static<typeof AppointmentState>;

export const LessonKind = Type.Union([Type.Literal('lesson'), Type.Literal('practice')]);
export const LessonTypeRef = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String(), kind: LessonKind });
export const CoachRef = Type.Object({ id: Type.Integer(), firstName: Type.String(), lastName: Type.String() });
export const CenterRef = Type.Object({ id: Type.Integer(), name: Type.String(), timeZone: Type.String() });

export const Appointment = Type.Object({
  id: Type.Integer(),
  /** Local date of the start, in the answer's time zone. */
  date: Type.String(),
  /** ISO 8601 with the offset of the answer's time zone. */
  startTime: Type.String(),
  endTime: Type.String(),
  timeZone: Type.String(),
  durationMinutes: Type.Integer(),
  appointmentState: AppointmentState,
  isWaitingList: Type.Boolean(),
  /** 1 for the first in line; null when not on a waiting list. */
  waitingPosition: Nullable(Type.Integer()),
  offerExpiresAt: Nullable(Type.String()),
  note: Type.String(),
  /** The player confirmed cancelling inside the notice window (the credit was kept). */
  on24HConfirmed: Type.Boolean(),
  handedness: Type.String(),
  lessonType: LessonTypeRef,
  center: CenterRef,
  coach: CoachRef,
  player: Type.Object({ id: Type.Integer(), firstName: Type.String(), lastName: Type.String() }),
  creditsUsed: Type.Integer(),
  cancelPolicy: Type.Object({
    noticeHours: Type.Integer(),
    /** Until this moment a cancel returns the credit. */
    freeCancelUntil: Type.String(),
    isInsideNoticeWindow: Type.Boolean(),
  }),
  canCancel: Type.Boolean(),
  canReschedule: Type.Boolean(),
});
export type Appointment = Static<typeof Appointment>;

export const AppointmentsQuery = Type.Object({
  timeZone: Type.Optional(TimeZone),
  /** First local date to include (default: the first day of the current month). */
  from: Type.Optional(LocalDate),
  /** Last local date to include (default: a year after `from`). */
  to: Type.Optional(LocalDate),
  includeCanceled: Type.Optional(Type.Boolean()),
});

export const AppointmentDetailQuery = Type.Object({ id: Id, timeZone: Type.Optional(TimeZone) });

export const CancelAppointmentBody = Type.Object({
  id: Id,
  /** The state the player saw; when given and no longer true, the cancel is refused (409). */
  appointmentState: Type.Optional(AppointmentState),
  note: Type.Optional(Type.String({ maxLength: 500 })),
  on24HConfirmed: Type.Optional(Type.Boolean()),
  isWaitingList: Type.Optional(Type.Boolean()),
  timeZone: Type.Optional(TimeZone),
});
export type CancelAppointmentBody = Static<typeof CancelAppointmentBody>;

export const WaitingListParams = Type.Object({ id: Id });
export const WaitingListQuery = Type.Object({ timeZone: Type.Optional(TimeZone) });
export const WaitingListConfirmation = Type.Object({ appointmentState: AppointmentState, appointment: Appointment });
export type WaitingListConfirmation = Static<typeof WaitingListConfirmation>;

export const LessonType = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  kind: LessonKind,
  name: Type.String(),
  description: Type.String(),
  durationMinutes: Type.Integer(),
  credits: Type.Integer(),
});
export type LessonType = Static<typeof LessonType>;

export const Center = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  region: Type.String(),
  timeZone: Type.String(),
  street: Type.String(),
  city: Type.String(),
  state: Type.String(),
  postalCode: Type.String(),
  country: Type.String(),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  phone: Type.String(),
  /** From the given location; null when no location was known. */
  distanceKm: Nullable(Type.Number()),
  /** The same in the player's units: miles for a player in yards, else km. */
  distance: Nullable(Measure),
  isHomeCenter: Type.Boolean(),
  coaches: Type.Array(CoachRef),
  lessonTypeIds: Type.Array(Type.Integer()),
});
export type Center = Static<typeof Center>;

const Latitude = Type.Number({ minimum: -90, maximum: 90 });
const Longitude = Type.Number({ minimum: -180, maximum: 180 });

export const NearestCentersQuery = Type.Object({
  latitude: Type.Optional(Latitude),
  longitude: Type.Optional(Longitude),
  lessonTypeId: Type.Optional(Id),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});

export const BookingCentersQuery = Type.Object({
  /** The player's IP as the web app saw it; kept for the record, the server uses its own view. */
  ip: Type.Optional(Type.String({ maxLength: 64 })),
  /** What the player typed: a postal code, a city, or "latitude,longitude". */
  locrequest: Type.Optional(Type.String({ maxLength: 120 })),
  pagever: Type.Optional(Type.String({ maxLength: 32 })),
  scope: Type.Optional(Type.String({ maxLength: 32 })),
  lessonTypeId: Type.Optional(Id),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});

export const TimeOfDay = Type.Union([Type.Literal('any'), Type.Literal('morning'), Type.Literal('afternoon'), Type.Literal('evening')]);
export type TimeOfDay = Static<typeof TimeOfDay>;

export const OpeningsQuery = Type.Object({
  centerId: Id,
  /** Lesson type id. */
  appointmentType: Id,
  /** One coach, or every coach of the center teaching this type. */
  coachId: Type.Optional(Id),
  /** First local date, in `timeZone`. */
  date: LocalDate,
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 14, default: 1 })),
  timeOfDay: Type.Optional(TimeOfDay),
  timeZone: Type.Optional(TimeZone),
  /** Include full slots a player may join the waiting list of. */
  includeFull: Type.Optional(Type.Boolean()),
  suppressLogging: Type.Optional(Type.Boolean()),
});
export type OpeningsQuery = Static<typeof OpeningsQuery>;

export const Opening = Type.Object({
  /** The slot's start in whole minutes since 1970-01-01 UTC: with coachId it names the slot. */
  slotNumber: Type.Integer(),
  coachId: Type.Integer(),
  coachName: Type.String(),
  centerId: Type.Integer(),
  appointmentType: Type.Integer(),
  date: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  timeZone: Type.String(),
  timeOfDay: TimeOfDay,
  /** Booked by someone else: the player may join its waiting list. */
  isFull: Type.Boolean(),
  waitingCount: Type.Integer(),
});
export type Opening = Static<typeof Opening>;

export const SuggestionsBody = Type.Object({
  centerId: Id,
  appointmentType: Id,
  selectedSlots: Type.Array(Type.Object({ coachId: Id, slotNumber: SlotNumber }), { minItems: 1, maxItems: 10 }),
  /** How many following weeks to look at for the same time. */
  weeks: Type.Optional(Type.Integer({ minimum: 1, maximum: 12, default: 4 })),
  timeZone: Type.Optional(TimeZone),
});
export type SuggestionsBody = Static<typeof SuggestionsBody>;

export const Handedness = Type.Union([Type.Literal('left'), Type.Literal('right'), Type.Literal('l'), Type.Literal('r')]);

export const BookingItem = Type.Object({
  centerId: Id,
  /** A child the signed-in parent books for. Left out, the player is the signed-in one (from the session). */
  playerId: Type.Optional(Id),
  handedness: Type.Optional(Handedness),
  appointmentType: Id,
  coachId: Id,
  /** The appointment this booking replaces (reschedule, or the practice booking it overrides). */
  wuci: Type.Optional(Id),
  slotNumber: SlotNumber,
  timeZone: TimeZone,
  /** Replace the player's own practice bookings that overlap this one. */
  replaceBookedAppointments: Type.Optional(Type.Boolean()),
  /** What the player asked for, as the modal showed it; its note goes to the coach. */
  requestedPayload: Type.Optional(
    Type.Object({ note: Type.Optional(Type.String({ maxLength: 500 })), startTime: Type.Optional(Type.String({ maxLength: 40 })) }),
  ),
  /** Join the waiting list of a full slot instead of booking an open one. */
  isWaitingList: Type.Optional(Type.Boolean()),
});
export type BookingItem = Static<typeof BookingItem>;

export const BookAppointmentsBody = Type.Object({ appointments: Type.Array(BookingItem, { minItems: 1, maxItems: 10 }) });
export const BookAppointmentsResult = Type.Object({
  appointments: Type.Array(Appointment),
  /** Ids of the appointments this booking replaced (rescheduled or overridden). */
  replaced: Type.Array(Type.Integer()),
});
export type BookAppointmentsResult = Static<typeof BookAppointmentsResult>;

export const LastBookingsQuery = Type.Object({ size: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 5 })), timeZone: Type.Optional(TimeZone) });
export const LastBooking = Type.Object({
  lessonType: LessonTypeRef,
  center: CenterRef,
  coach: CoachRef,
  lastStartTime: Type.String(),
  timesBooked: Type.Integer(),
});
export type LastBooking = Static<typeof LastBooking>;

export const LessonCreditV2 = Type.Object({ lessonCredit: Type.Integer(), practiceCredit: Type.Integer() });
export const CreditPack = Type.Object({
  id: Type.Integer(),
  kind: LessonKind,
  name: Type.String(),
  total: Type.Integer(),
  remaining: Type.Integer(),
  purchasedAt: Type.String(),
  expiresAt: Nullable(Type.String()),
});
const CreditBalance = Type.Object({ remaining: Type.Integer(), total: Type.Integer(), nextExpiry: Nullable(Type.String()) });
export const LessonCreditV3 = Type.Object({ lesson: CreditBalance, practice: CreditBalance, packs: Type.Array(CreditPack) });
export type LessonCreditV3 = Static<typeof LessonCreditV3>;
