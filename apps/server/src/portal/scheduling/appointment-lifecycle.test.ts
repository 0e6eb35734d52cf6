import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../platform/db/index.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { describeLifecycle } from '../../test/lifecycle-suite.ts';
import { APPOINTMENT_EVENTS, APPOINTMENT_LIFECYCLE, moveAppointment } from './appointment-lifecycle.ts';
import { appointments } from './scheduling.tables.ts';

let database: Database;
let drop: () => Promise<void>;
let id: number;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  // A scheduled one: it already holds its coach's and player's time, so being offered or scheduled again overlaps nothing.
  [{ id }] = (await database.db.select({ id: appointments.id }).from(appointments).where(eq(appointments.state, 'scheduled')).limit(1)) as [{ id: number }];
});
afterAll(async () => {
  await database.close();
  await drop();
});

describeLifecycle('appointment', APPOINTMENT_LIFECYCLE, APPOINTMENT_EVENTS, () => ({
  place: async (state) => void (await database.db.update(appointments).set({ state }).where(eq(appointments.id, id))),
  move: (from, event) => moveAppointment(database.db, { id, state: from }, event),
  read: async () => (await database.db.select({ state: appointments.state }).from(appointments).where(eq(appointments.id, id)))[0]!.state,
}));
