import { Type, type TSchema } from 'typebox';

/** Every portal REST answer: `code` 0 on success, the spec's or HTTP's code on failure. */
export const Envelope = <T extends TSchema>(data: T) => Type.Object({ code: Type.Union([Type.Integer(), Type.String()]), message: Type.String(), data });

export const ErrorBody = Type.Object({
  code: Type.Union([Type.Integer(), Type.String()]),
  message: Type.String(),
  data: Type.Any(),
  field: Type.Optional(Type.String()),
});
