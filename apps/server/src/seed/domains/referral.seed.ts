import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { players } from '../../portal/account/account.tables.ts';
import { referralContacts } from '../../portal/referral/referral.tables.ts';
import { DEMO_EMAILS } from '../demo-accounts.ts';
import type { SeededAccounts } from './accounts.seed.ts';

/**
 * Friends the demo players invited: Jordan's link brought Morgan (the family demo account, who
 * has joined) and Alex (who asked to be called); Shota's brought Hanako, who asked to be called.
 */
export async function seedReferrals(db: Db, accounts: SeededAccounts, at: Date): Promise<void> {
  const [player, playerJp] = accounts.playerIds;
  const day = 24 * 3600_000;
  const ago = (days: number) => new Date(at.getTime() - days * day);
  const rows = await db
    .select({ id: players.id, centerId: players.centerId })
    .from(players)
    .where(inArray(players.id, [player!, playerJp!]));
  const centerOf = (id: number) => rows.find((r) => r.id === id)!.centerId!;
  const lead = { receiveEmail: false, coverage: null, source: 'referral-link' };
  await db.insert(referralContacts).values([
    {
      ...lead,
      centerId: centerOf(player!),
      referrerPlayerId: player!,
      email: DEMO_EMAILS.parent,
      firstName: 'Morgan',
      lastName: 'Rivera',
      phone: '+12125550188',
      postalCode: '10001',
      variant: 'global',
      createdAt: ago(41),
    },
    {
      ...lead,
      centerId: centerOf(player!),
      referrerPlayerId: player!,
      email: 'alex.chen@example.net',
      firstName: 'Alex',
      lastName: 'Chen',
      phone: '+12125550163',
      postalCode: '10011',
      variant: 'global',
      createdAt: ago(3),
    },
    {
      ...lead,
      centerId: centerOf(playerJp!),
      referrerPlayerId: playerJp!,
      email: 'hanako.suzuki@example.jp',
      firstName: '花子',
      lastName: '鈴木',
      phone: '+819012345678',
      postalCode: '1040061',
      variant: 'japan',
      japan: { altFirstName: 'ハナコ', altLastName: 'スズキ', birthday: null, pref: 13, zipCode: '1040061' },
      createdAt: ago(9),
    },
  ]);
}
