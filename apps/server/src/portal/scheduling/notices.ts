import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { LOCALES, type Locale, type NotificationKind } from '@golf/contracts';
import type { Ctx } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import { players } from '../account/index.ts';
import { notify } from '../notifications/index.ts';
import { selectAppointments } from './appointment-view.ts';
import { nameIn } from './names.ts';
import { appointments } from './scheduling.tables.ts';

type Notice = 'booked' | 'rescheduled' | 'canceled' | 'offered';

const KIND: Record<Notice, NotificationKind> = { booked: 'lesson-booked', rescheduled: 'lesson-rescheduled', canceled: 'lesson-cancelled', offered: 'waiting-list-offer' };

interface Words {
  what: string;
  when: string;
  where: string;
  coach: string;
  until: string;
}

/** Titles and bodies in the player's language; {placeholders} are filled from the appointment. */
const TEXT: Record<Locale, Record<Notice, [string, string]>> = {
  en: {
    booked: ['Lesson booked', '{what} with {coach} on {when} at {where}.'],
    rescheduled: ['Lesson moved', 'Your {what} with {coach} is now on {when} at {where}.'],
    canceled: ['Lesson cancelled', 'Your {what} with {coach} on {when} at {where} is cancelled.'],
    offered: ['A place opened up', '{what} with {coach} on {when} at {where} is yours if you confirm by {until}.'],
  },
  fr: {
    booked: ['Cours réservé', '{what} avec {coach} le {when} à {where}.'],
    rescheduled: ['Cours déplacé', 'Votre {what} avec {coach} a lieu désormais le {when} à {where}.'],
    canceled: ['Cours annulé', 'Votre {what} avec {coach} du {when} à {where} est annulé.'],
    offered: ['Une place s’est libérée', '{what} avec {coach} le {when} à {where} est à vous si vous confirmez avant le {until}.'],
  },
  ja: {
    booked: ['レッスンを予約しました', '{when}、{where}にて{coach}コーチの{what}。'],
    rescheduled: ['レッスンを変更しました', '{coach}コーチの{what}は{when}、{where}に変更されました。'],
    canceled: ['レッスンをキャンセルしました', '{when}、{where}の{coach}コーチの{what}はキャンセルされました。'],
    offered: ['空きが出ました', '{when}、{where}の{coach}コーチの{what}に空きが出ました。{until}までに確定してください。'],
  },
  zh: {
    booked: ['课程已预约', '{when}在{where}，{coach}教练的{what}。'],
    rescheduled: ['课程已改期', '您与{coach}教练的{what}已改到{when}，地点{where}。'],
    canceled: ['课程已取消', '您{when}在{where}与{coach}教练的{what}已取消。'],
    offered: ['有空位了', '{when}在{where}，{coach}教练的{what}有空位，请在{until}前确认。'],
  },
};

const fill = (template: string, words: Words) => template.replace(/\{(\w+)\}/g, (_, k: keyof Words) => words[k]);

/**
 * Tells a player about their appointment in their own language and their center's local time,
 * inside the caller's transaction so the notice stands or falls with the change.
 */
export async function tellPlayer(ctx: Ctx, tx: Db, notice: Notice, appointmentId: number): Promise<void> {
  const [row] = await selectAppointments(tx, eq(appointments.id, appointmentId));
  if (!row) return;
  const [player] = await tx.select({ locale: players.locale }).from(players).where(eq(players.id, row.a.playerId)).limit(1);
  const locale = (LOCALES as readonly string[]).includes(player?.locale ?? '') ? (player!.locale as Locale) : 'en';
  const at = (d: Date) => DateTime.fromJSDate(d, { zone: row.center.timeZone }).setLocale(locale).toLocaleString(DateTime.DATETIME_MED_WITH_WEEKDAY);
  const words: Words = {
    what: nameIn(row.lessonType.names, locale),
    when: at(row.a.startsAt),
    where: row.center.name,
    coach: `${row.coach.firstName} ${row.coach.lastName}`,
    until: row.a.offerExpiresAt ? at(row.a.offerExpiresAt) : '',
  };
  const [title, body] = TEXT[locale][notice];
  await notify({ ...ctx, db: tx }, row.a.playerId, { kind: KIND[notice], title, body: fill(body, words), sourceId: `appointment:${appointmentId}` });
}
