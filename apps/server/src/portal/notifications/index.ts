/**
 * The notifications other areas create. Stable interface:
 *   notify(ctx, playerId, { kind, message, params, sourceId }) => Promise<number>
 * `message` is a key of messages.ts (add yours there in all four languages): it is rendered in the
 * reader's language when read.
 * `kind` is one of NOTIFICATION_KINDS (@golf/contracts); `sourceId` names what it is about
 * (e.g. `appointment:123`); pass `{ ...ctx, db: tx }` to write inside your own transaction.
 *   notifyingEach(ctx, playerId, { kind, message, params }, { from, sourceId }) => SQL
 * the same notice as an insert for a CTE of your own write statement (one per row of `from`).
 */
export {
  notify,
  notifyingEach,
  latestNotificationsJson,
  latestNotificationsOf,
  type LatestNotificationsJson,
  type NewNotification,
} from './notifications.service.ts';
export { renderMessage, type MessageKey, type MessageParams } from './messages.ts';
