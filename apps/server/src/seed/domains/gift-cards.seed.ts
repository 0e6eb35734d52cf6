import type { Faker } from '@faker-js/faker';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { giftCardTemplates } from '../../commerce/catalogue/types/gift-card.tables.ts';
import { customers } from '../../commerce/customer/customer.tables.ts';
import { giftCodeHistory, giftCodes } from '../../commerce/gift-cards/gift-cards.tables.ts';
import { DEMO_EMAILS } from '../demo-accounts.ts';

/** The gift code alphabet (no 0/O, 1/I/L), drawn from the seeded generator so demo codes stay the same. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const DAY = 86_400_000;

interface DemoCard {
  buyer: string | null;
  recipient: string;
  recipientName: string;
  sender: string;
  storeCode: string;
  currency: string;
  initial: string;
  /** What was spent, oldest first. */
  spends: string[];
  daysAgo: number;
  message: string;
}

const CARDS: DemoCard[] = [
  // Sent by the player to the parent's account: "bought" for one, "received" for the other.
  {
    buyer: DEMO_EMAILS.player,
    recipient: DEMO_EMAILS.parent,
    recipientName: 'Pat',
    sender: 'Alex',
    storeCode: 'US',
    currency: 'USD',
    initial: '50',
    spends: [],
    daysAgo: 20,
    message: 'Happy birthday! New balls are on me.',
  },
  // Received by the player, part spent: a balance to redeem.
  {
    buyer: DEMO_EMAILS.parent,
    recipient: DEMO_EMAILS.player,
    recipientName: 'Alex',
    sender: 'Pat',
    storeCode: 'US',
    currency: 'USD',
    initial: '100',
    spends: ['35.5'],
    daysAgo: 40,
    message: 'For your lessons this spring.',
  },
  // Received by the player and spent to nothing.
  {
    buyer: null,
    recipient: DEMO_EMAILS.player,
    recipientName: 'Alex',
    sender: 'Golf Academy',
    storeCode: 'US',
    currency: 'USD',
    initial: '25',
    spends: ['10', '15'],
    daysAgo: 90,
    message: 'Thank you for joining the academy.',
  },
  // A second received card with a balance: two codes can pay one cart.
  {
    buyer: null,
    recipient: DEMO_EMAILS.player,
    recipientName: 'Alex',
    sender: 'Golf Academy',
    storeCode: 'US',
    currency: 'USD',
    initial: '20',
    spends: [],
    daysAgo: 3,
    message: 'A thank-you for your referral.',
  },
  // The Japanese player's card, in yen.
  {
    buyer: null,
    recipient: DEMO_EMAILS.playerJp,
    recipientName: '',
    sender: 'Golf Academy',
    storeCode: 'JP',
    currency: 'JPY',
    initial: '5000',
    spends: ['1200'],
    daysAgo: 15,
    message: 'ご入会ありがとうございます。',
  },
];

/**
 * Gift cards for the demo players: one the player sent, two received with a balance left, one
 * received and spent, one in yen for the Japanese player; each with its history (created, e-mailed,
 * spent) as the shop would have written it.
 */
export async function seedGiftCards(db: Db, faker: Faker, now: Date): Promise<void> {
  const [design] = await db.select({ id: giftCardTemplates.id }).from(giftCardTemplates).limit(1);
  for (const card of CARDS) {
    const buyer = card.buyer ? (await db.select({ id: customers.id }).from(customers).where(eq(customers.email, card.buyer)))[0] : undefined;
    const created = new Date(now.getTime() - card.daysAgo * DAY);
    const code = Array.from({ length: 4 }, () => faker.string.fromCharacters(ALPHABET, 4)).join('-');
    const spent = card.spends.reduce((s, x) => s + Number(x), 0);
    const balance = String(Number(card.initial) - spent);
    const [row] = await db
      .insert(giftCodes)
      .values({
        code,
        storeCode: card.storeCode,
        currency: card.currency,
        initialBalance: card.initial,
        balance,
        customerId: buyer?.id ?? null,
        senderName: card.sender,
        recipientName: card.recipientName || null,
        recipientEmail: card.recipient,
        message: card.message,
        templateId: design?.id ?? null,
        expiresAt: new Date(created.getTime() + 365 * DAY),
        deliverAt: created,
        sentAt: created,
        createdAt: created,
      })
      .returning();
    let left = Number(card.initial);
    const history: (typeof giftCodeHistory.$inferInsert)[] = [
      { giftCodeId: row!.id, action: 'create', amount: card.initial, balance: card.initial, createdAt: created },
      { giftCodeId: row!.id, action: 'email', amount: '0', balance: card.initial, comment: `Sent to ${card.recipient}`, createdAt: created },
    ];
    card.spends.forEach((x, n) => {
      left -= Number(x);
      history.push({
        giftCodeId: row!.id,
        action: 'spend',
        amount: `-${x}`,
        balance: String(left),
        createdAt: new Date(created.getTime() + (n + 1) * 7 * DAY),
      });
    });
    await db.insert(giftCodeHistory).values(history);
  }
}
