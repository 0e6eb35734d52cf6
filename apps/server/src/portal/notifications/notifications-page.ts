import { sql } from 'drizzle-orm';
import { statementCache, type Db } from '../../platform/db/index.ts';
import type { MessageParams } from './messages.ts';
import { notifications } from './notifications.tables.ts';

/** One notification of a page as PostgreSQL builds it (timestamps as JSON text). */
export interface NotificationJson {
  id: number;
  kind: string;
  title: string;
  body: string;
  template: string | null;
  params: MessageParams | null;
  sourceId: string;
  readAt: string | null;
  createdAt: string;
}

/**
 * A page of the player's notifications, newest first, with the count of all of them (or of the
 * unread ones when only those are asked) and the unread count, in one prepared statement (one per
 * database handle). Three statements built by the ORM per request, and its mapping of every
 * column of every row, were most of the list's cost. The page comes as one JSON column.
 * Placeholders: playerId, unreadOnly, size, offset.
 */
export const notificationsPageStatement = statementCache((db: Db) => {
  const player = sql`${sql.placeholder('playerId')}::int`;
  const unreadOnly = sql`${sql.placeholder('unreadOnly')}::boolean`;
  return db
    .select({
      page: sql<NotificationJson[]>`coalesce((
        select json_agg(json_build_object('id', n.id, 'kind', n.kind, 'title', n.title, 'body', n.body, 'template', n.template,
          'params', n.params, 'sourceId', n.source_id, 'readAt', n.read_at, 'createdAt', n.created_at) order by n.id desc)
        from (select * from ${notifications} x where x.player_id = ${player} and (not ${unreadOnly} or x.read_at is null)
          order by x.id desc limit ${sql.placeholder('size')}::int offset ${sql.placeholder('offset')}::int) n), '[]'::json)`,
      total: sql<number>`c.total`,
      unread: sql<number>`c.unread`,
    })
    .from(
      sql`(select count(*)::int as total, (count(*) filter (where u.read_at is null))::int as unread
        from ${notifications} u where u.player_id = ${player}) c`,
    )
    .prepare('notifications_page');
});
