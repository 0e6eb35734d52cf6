export { commerceDate as formatDate, commerceDateTime as formatDateTime } from '@/lib/format/commerce-time';

/** The request's state: 0 pending, 1 authorized, 2 received, 3 resolved, 4 canceled. */
export const STATE = { pending: 0, authorized: 1, received: 2, resolved: 3, canceled: 4 } as const;
