/** One key per intended payment: a double click sends the same key, so the server pays once. */
export const newIdempotencyKey = () => `web-${crypto.randomUUID().replace(/-/g, '')}`;
