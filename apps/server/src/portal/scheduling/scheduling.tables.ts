import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, primaryKey, serial, smallint, text, time, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { portalSchema } from '../../platform/db/index.ts';
import { centers, coaches, players } from '../account/account.tables.ts';

/**
 * A center's booking rules. One row per center; a center without a row uses the defaults below,
 * which are also the column defaults.
 */
export const schedulingPolicies = portalSchema.table('scheduling_policies', {
  centerId: integer('center_id')
    .primaryKey()
    .references(() => centers.id),
  /** Slots start on this grid (local time), e.g. every 30 minutes. */
  slotStepMinutes: smallint('slot_step_minutes').notNull().default(30),
  /** Kept free after each appointment of a coach (set-up, notes). Enforced by the database. */
  bufferMinutes: smallint('buffer_minutes').notNull().default(0),
  /** A booking must start at least this long after it is made. */
  minNoticeMinutes: integer('min_notice_minutes').notNull().default(120),
  /** How far ahead players may book. */
  horizonDays: smallint('horizon_days').notNull().default(60),
  /** Cancelling closer than this to the start forfeits the credit. */
  cancelNoticeHours: smallint('cancel_notice_hours').notNull().default(24),
  /** How long a freed place is held for the first player on the waiting list. */
  offerHours: smallint('offer_hours').notNull().default(12),
});

/** Opening hours of a center in its own time zone; several intervals a day are allowed. */
export const centerHours = portalSchema.table(
  'center_hours',
  {
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id),
    /** ISO weekday: 1 Monday … 7 Sunday. */
    weekday: smallint('weekday').notNull(),
    opensAt: time('opens_at').notNull(),
    closesAt: time('closes_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.centerId, t.weekday, t.opensAt] })],
);

/** A coach's working hours, in the time zone of the coach's center. */
export const coachHours = portalSchema.table(
  'coach_hours',
  {
    coachId: integer('coach_id')
      .notNull()
      .references(() => coaches.id),
    weekday: smallint('weekday').notNull(),
    startsAt: time('starts_at').notNull(),
    endsAt: time('ends_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.coachId, t.weekday, t.startsAt] })],
);

/** What can be booked: lessons with a coach, or supervised practice sessions. */
export const lessonTypes = portalSchema.table(
  'lesson_types',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    /** 'lesson' or 'practice': practice bookings may be overridden by a lesson. */
    kind: text('kind').notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    /** Credits one booking uses. */
    credits: smallint('credits').notNull().default(1),
    /** Names and descriptions per locale: { en, fr, ja, zh }. */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull(),
    position: smallint('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('lesson_types_code_key').on(t.code)],
);

export const centerLessonTypes = portalSchema.table(
  'center_lesson_types',
  {
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id),
    lessonTypeId: integer('lesson_type_id')
      .notNull()
      .references(() => lessonTypes.id),
  },
  (t) => [primaryKey({ columns: [t.centerId, t.lessonTypeId] })],
);

/** An appointment's states; they change only through `appointment-lifecycle.ts`. */
export const APPOINTMENT_STATES = ['scheduled', 'waiting', 'offered', 'canceled', 'expired'] as const;
export type AppointmentStateValue = (typeof APPOINTMENT_STATES)[number];

/**
 * Appointments and waiting-list entries. States: APPOINTMENT_STATES ('completed' is derived: a
 * scheduled appointment that has ended). Two exclusion constraints in
 * migration 'scheduling_constraints' make the database refuse a coach booked twice (buffer
 * included, through `blocked_until`) and a player holding two overlapping appointments.
 */
export const appointments = portalSchema.table(
  'appointments',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    /** Who booked: the player, or the parent of a family sub-account. */
    bookedBy: integer('booked_by')
      .notNull()
      .references(() => players.id),
    coachId: integer('coach_id')
      .notNull()
      .references(() => coaches.id),
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id),
    lessonTypeId: integer('lesson_type_id')
      .notNull()
      .references(() => lessonTypes.id),
    state: text('state', { enum: APPOINTMENT_STATES }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** End plus the center's buffer: the coach is not bookable again before it. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    handedness: text('handedness').notNull().default('right'),
    note: text('note').notNull().default(''),
    /** The credit pack charged, and how many credits; null for waiting-list entries. */
    creditPackId: integer('credit_pack_id'),
    creditsUsed: smallint('credits_used').notNull().default(0),
    /** Set on a reschedule: the appointment this one replaced. */
    replacesId: integer('replaces_id'),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** Cancelled inside the notice window: the credit was kept by the center. */
    isLateCancel: boolean('is_late_cancel').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointments_player_starts_idx').on(t.playerId, t.startsAt),
    index('appointments_coach_starts_idx').on(t.coachId, t.startsAt),
    // Lists show what a player booked for their family too: player_id OR booked_by, each indexed.
    index('appointments_booked_by_starts_idx').on(t.bookedBy, t.startsAt),
    index('appointments_waiting_idx')
      .on(t.coachId, t.startsAt, t.createdAt)
      .where(sql`${t.state} in ('waiting', 'offered')`),
    index('appointments_offer_expiry_idx')
      .on(t.offerExpiresAt)
      .where(sql`${t.state} = 'offered'`),
    check('appointments_times_ordered', sql`${t.endsAt} > ${t.startsAt} and ${t.blockedUntil} >= ${t.endsAt}`),
    uniqueIndex('appointments_one_wait_per_slot')
      .on(t.playerId, t.coachId, t.startsAt)
      .where(sql`${t.state} in ('waiting', 'offered')`),
  ],
);

/** Lesson and practice credits a player holds; bookings draw from the pack that expires first. */
export const creditPacks = portalSchema.table(
  'credit_packs',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    /** 'lesson' or 'practice', matching the lesson type's kind. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    total: integer('total').notNull(),
    remaining: integer('remaining').notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('credit_packs_player_idx').on(t.playerId, t.kind),
    // A credit can never be spent twice: concurrent bookings that would overdraw a pack fail here.
    check('credit_packs_remaining_range', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.total}`),
  ],
);
