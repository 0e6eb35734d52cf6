import { and, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Locale, NotificationKind, NotificationList } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { insertFrom } from '../../platform/db/index.ts';
import { isMessageKey, renderMessage, type MessageKey, type MessageParams } from './messages.ts';
import { notificationsPageStatement } from './notifications-page.ts';
import { notifications } from './notifications.tables.ts';

export interface NewNotification {
  kind: NotificationKind;
  /** The message (messages.ts) and its parameters: rendered in the reader's language when read. */
  message: MessageKey;
  params: MessageParams;
  /** What it is about, e.g. `appointment:123`; reading marks every notification of that source. */
  sourceId: string | number;
}

type Row = typeof notifications.$inferSelect;

/** A row's title and body in `locale`: its message rendered, or the free text it was written with. */
function textOf(row: Pick<Row, 'title' | 'body' | 'template' | 'params'>, locale: Locale): { title: string; body: string } {
  if (row.template && isMessageKey(row.template)) return renderMessage(row.template, row.params ?? {}, locale);
  return { title: row.title, body: row.body };
}

/**
 * Adds a notification for a player. Other areas call this (through notifications/index.ts),
 * inside their own transaction when they pass `{ ...ctx, db: tx }`. Returns the new id.
 */
export async function notify(ctx: Ctx, playerId: number, n: NewNotification): Promise<number> {
  const [row] = await ctx.db
    .insert(notifications)
    .values({ ...stored(ctx, playerId, n), sourceId: String(n.sourceId) })
    .returning({ id: notifications.id });
  return row!.id;
}

/** A new notification's row but its source. The English text is kept beside the message, for exports and anything reading the table directly. */
function stored(ctx: Ctx, playerId: number, n: Omit<NewNotification, 'sourceId'>) {
  const english = renderMessage(n.message, n.params, 'en');
  return {
    playerId,
    kind: n.kind,
    title: english.title.slice(0, 200),
    body: english.body.slice(0, 2000),
    template: n.message,
    params: n.params,
    createdAt: ctx.clock.now(),
  };
}

/**
 * `notify` as a part of another area's write statement: the insert of one notification for each row
 * of `about.from` (a CTE of that statement), its source named from the row (`'appointment:' || id`).
 * Written in the same statement, the change and its notice stand or fall together without a
 * transaction around them (a transaction costs two round trips more).
 */
export function notifyingEach(ctx: Ctx, playerId: number, n: Omit<NewNotification, 'sourceId'>, about: { from: SQL; sourceId: SQL }): SQL {
  return insertFrom(notifications, { ...stored(ctx, playerId, n), sourceId: about.sourceId }, about.from);
}

async function unreadCount(ctx: Ctx, playerId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.playerId, playerId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** GET /api/v2/player/notification: the player's notifications, newest first, in `locale`, with the unread count. */
export async function listNotifications(
  ctx: Ctx,
  caller: PlayerCaller,
  query: { page?: number; size?: number; unreadOnly?: boolean },
  locale: Locale,
): Promise<NotificationList> {
  const page = query.page ?? 0;
  const size = query.size ?? 20;
  const unreadOnly = query.unreadOnly === true;
  const [row] = await notificationsPageStatement(ctx.db).execute({ playerId: caller.subjectId, unreadOnly, size, offset: page * size });
  return {
    notifications: (row?.page ?? []).map((r) => ({
      id: r.id,
      kind: r.kind,
      ...textOf(r, locale),
      sourceId: r.sourceId,
      isRead: r.readAt !== null,
      createdAt: new Date(r.createdAt).toISOString(),
    })),
    unreadCount: row?.unread ?? 0,
    pageNo: page,
    totalRecord: (unreadOnly ? row?.unread : row?.total) ?? 0,
  };
}

/**
 * POST /api/v2/tracking/notification: marks the player's notifications read: every one of a source,
 * or, when the entry names its `id`, only that one (a lesson moved, then cancelled, is two notices
 * of one appointment). Sources and ids of other players are simply not found (nothing of theirs changes).
 */
export async function markRead(ctx: Ctx, caller: PlayerCaller, entries: { action: 'read'; sourceId: string | number; id?: number }[]) {
  const sources = [...new Set(entries.filter((e) => e.id === undefined).map((e) => String(e.sourceId)))];
  const ones = entries.filter((e) => e.id !== undefined);
  const which = [
    ...(sources.length > 0 ? [inArray(notifications.sourceId, sources)] : []),
    ...ones.map((e) => and(eq(notifications.id, e.id!), eq(notifications.sourceId, String(e.sourceId)))),
  ];
  const updated = await ctx.db
    .update(notifications)
    .set({ readAt: ctx.clock.now() })
    .where(and(eq(notifications.playerId, caller.subjectId), or(...which), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: updated.length, unreadCount: await unreadCount(ctx, caller.subjectId) };
}

/** The newest notifications' rows and the unread count, as latestNotificationsJson builds them. */
export interface LatestNotificationsJson {
  unreadCount: number;
  latest: (Pick<Row, 'id' | 'kind' | 'title' | 'body' | 'template' | 'params' | 'sourceId'> & { readAt: string | null; createdAt: string })[];
}

/**
 * The player's newest `size` notifications, newest first, and their unread count, as JSON built by
 * PostgreSQL, for the home page's card; latestNotificationsOf renders them in the reader's language.
 */
export const latestNotificationsJson = (player: SQL, size = 3) => sql<LatestNotificationsJson>`json_build_object(
  'unreadCount', (select count(*)::int from ${notifications} u where u.player_id = ${player} and u.read_at is null),
  'latest', coalesce((
    select json_agg(json_build_object('id', n.id, 'kind', n.kind, 'title', n.title, 'body', n.body, 'template', n.template, 'params', n.params,
      'sourceId', n.source_id, 'readAt', n.read_at, 'createdAt', n.created_at) order by n.id desc)
    from (select * from ${notifications} x where x.player_id = ${player} order by x.id desc limit ${sql.raw(String(Math.trunc(size)))}) n), '[]'::json))`;

/** The home page card's notifications (latestNotificationsJson's value) with their titles in `locale`. */
export function latestNotificationsOf(json: LatestNotificationsJson, locale: Locale) {
  return {
    unreadCount: json.unreadCount,
    latest: json.latest.map((n) => ({
      id: n.id,
      kind: n.kind,
      title: textOf(n, locale).title,
      sourceId: n.sourceId,
      isRead: n.readAt !== null,
      createdAt: new Date(n.createdAt).toISOString(),
    })),
  };
}
