/**
 * The notifications other areas create. Stable interface:
 *   notify(ctx, playerId, { kind, title, body, sourceId }) => Promise<number>
 * `kind` is one of NOTIFICATION_KINDS (@golf/contracts); `sourceId` names what it is about
 * (e.g. `appointment:123`); pass `{ ...ctx, db: tx }` to write inside your own transaction.
 */
export { notify, latestNotifications, type NewNotification } from './notifications.service.ts';
