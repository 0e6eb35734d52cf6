import { Type, type Static } from 'typebox';

/** A chat file stored for a return, before it is attached to a message (Amasty's file hash). */
export const ReturnFileStored = Type.Object({
  filehash: Type.String(),
  filename: Type.String(),
});
export type ReturnFileStored = Static<typeof ReturnFileStored>;

/** The upload's query: the store the customer token belongs to. */
export const ReturnFileUploadQuery = Type.Object({ store: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })) });
