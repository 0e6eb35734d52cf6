import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { pickupLocations } from './pickup.tables.ts';

export type PickupLocation = Omit<typeof pickupLocations.$inferSelect, 'updatedAt'>;

/** The pickup location of a golf center: `center-<id>`, the code the portal and the web use. */
export const centerPickupCode = (centerId: number) => `center-${centerId}`;

/** Records (or brings up to date) a pickup location; safe when two sign-ins race (primary key upsert). */
export async function savePickupLocation(db: Db, location: PickupLocation): Promise<void> {
  const { code, ...rest } = location;
  await db
    .insert(pickupLocations)
    .values({ code, ...rest })
    .onConflictDoUpdate({
      target: pickupLocations.code,
      set: { ...rest, updatedAt: sql`now()` },
      where: sql`(${pickupLocations.name}, ${pickupLocations.street}, ${pickupLocations.city}, ${pickupLocations.regionCode}, ${pickupLocations.postcode}, ${pickupLocations.countryCode}) is distinct from (excluded.name, excluded.street, excluded.city, excluded.region_code, excluded.postcode, excluded.country_code)`,
    });
}

/** A pickup location by its code, or null when there is none. */
export async function findPickupLocation(db: Db, code: string): Promise<PickupLocation | null> {
  const [row] = await db.select().from(pickupLocations).where(eq(pickupLocations.code, code)).limit(1);
  if (!row) return null;
  const { updatedAt: _updated, ...location } = row;
  return location;
}
