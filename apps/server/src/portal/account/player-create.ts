import type { Tx } from '../../platform/db/index.ts';
import { players } from './account.tables.ts';

export type NewPlayer = typeof players.$inferInsert;

/** Creates a player account (registration's last step); a taken e-mail violates players_email_key. */
export async function createPlayer(tx: Tx, player: NewPlayer): Promise<typeof players.$inferSelect> {
  const [created] = await tx.insert(players).values(player).returning();
  return created!;
}
