import { Type, type Static } from 'typebox';

/** A stored e-mail or SMS, as the development outbox shows it. */
export const OutboxMessage = Type.Object({
  id: Type.Integer(),
  channel: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
  to: Type.String(),
  subject: Type.Union([Type.Null(), Type.String()]),
  text: Type.String(),
  template: Type.String(),
  status: Type.String(),
  adapter: Type.String(),
  createdAt: Type.String(),
});
export type OutboxMessage = Static<typeof OutboxMessage>;
export const OutboxQuery = Type.Object({
  to: Type.Optional(Type.String({ maxLength: 254 })),
  channel: Type.Optional(Type.Union([Type.Literal('email'), Type.Literal('sms')])),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
});
