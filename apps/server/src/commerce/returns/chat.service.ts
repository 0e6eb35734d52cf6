import { and, asc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { randomToken } from '../../platform/crypto.ts';
import { invalid, ServiceError } from '../../platform/errors.ts';
import { inlineDisposition, linkExpiry, preparePhoto, UploadRefusedError } from '../../platform/storage/index.ts';
import type { Tx } from '../cart/index.ts';
import { SETTINGS } from './returns-settings.ts';
import { returnFiles, returnMessages, returnRequests, type MessageFile } from './returns.tables.ts';

export type MessageRow = typeof returnMessages.$inferSelect;

const PHOTO_LIMITS = { maxPixels: 40_000_000, maxEdge: 2400, thumbnailEdge: 320 };
export const maxAttachmentBytes = () => SETTINGS.maxAttachmentSizeKb * 1024;

/**
 * Stores a file for the chat before it is attached (Amasty uploads first, then names the hash in
 * the message). The type is judged by the bytes, not the name or the declared type: photos are
 * decoded and re-encoded without their metadata, PDFs must start as a PDF does; nothing else is kept.
 */
export async function uploadReturnFile(
  ctx: Ctx,
  customerId: number,
  file: { bytes: Buffer; contentType: string | undefined; fileName: string | undefined },
): Promise<{ filehash: string; filename: string }> {
  const max = maxAttachmentBytes();
  if (file.bytes.length > max) throw new UploadRefusedError(413, `The file is larger than ${SETTINGS.maxAttachmentSizeKb} KB.`);
  if (!file.bytes.length) throw invalid('file', 'The file is empty: choose it again.');
  const name = (file.fileName ?? 'attachment').slice(0, 120);
  let body: Buffer;
  let contentType: string;
  let extension: string;
  if (file.bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    body = file.bytes;
    contentType = 'application/pdf';
    extension = 'pdf';
  } else {
    const photo = await preparePhoto(file.bytes, sniffImageType(file.bytes) ?? file.contentType, { ...PHOTO_LIMITS, maxBytes: max });
    body = photo.image.body;
    contentType = photo.image.contentType;
    extension = photo.image.extension;
  }
  const hash = randomToken(24);
  const key = returnFileKey(customerId, hash, extension);
  await ctx.storage.put(key, body, { contentType, contentDisposition: inlineDisposition(name), cacheControl: 'private, max-age=900' });
  await ctx.db.insert(returnFiles).values({ hash, customerId, objectKey: key, filename: name, contentType, size: body.length, createdAt: ctx.clock.now() });
  return { filehash: hash, filename: name };
}

/**
 * Where an uploaded file is stored. The hash is base64url, so one in 32 starts with '-' or '_',
 * which an object key's segment may not (isObjectKey): the name starts with 'file-'.
 */
export function returnFileKey(customerId: number, hash: string, extension: string): string {
  return `returns/${customerId}/file-${hash}.${extension}`;
}

/** The photo type the first bytes announce, so a photo sent as octet-stream is still judged by its content. */
function sniffImageType(bytes: Buffer): string | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return undefined;
}

/** Attaches the author's own uploaded, not yet attached files to a request; any other hash is not found. */
export async function attachFiles(
  tx: Tx,
  authorId: number,
  requestId: number,
  files: { filehash: string; filename?: string | null }[],
): Promise<MessageFile[]> {
  if (!files.length) return [];
  if (files.length > 10) throw invalid('files', 'A message may carry at most 10 files.');
  const hashes = files.map((f) => String(f.filehash));
  const taken = await tx
    .update(returnFiles)
    .set({ requestId })
    .where(and(inArray(returnFiles.hash, hashes), eq(returnFiles.customerId, authorId), isNull(returnFiles.requestId)))
    .returning({ hash: returnFiles.hash, filename: returnFiles.filename });
  if (taken.length !== new Set(hashes).size) throw new ServiceError('not-found', 'An attached file was not found. Upload it again.', { field: 'files' });
  return taken.map((t) => ({ filehash: t.hash, filename: t.filename }));
}

/** A request's messages after `lastMessageId` (polling), oldest first; reading marks the other side's as read. */
export async function messagesOf(ctx: Ctx, requestId: number, lastMessageId: number | null | undefined, reader: 'customer' | 'manager'): Promise<MessageRow[]> {
  if (lastMessageId !== null && lastMessageId !== undefined && (!Number.isInteger(lastMessageId) || lastMessageId < 0))
    throw invalid('last_message_id', 'last_message_id must be a message id.');
  const rows = await ctx.db
    .select()
    .from(returnMessages)
    .where(and(eq(returnMessages.requestId, requestId), lastMessageId ? gt(returnMessages.id, lastMessageId) : undefined))
    .orderBy(asc(returnMessages.id));
  const unread = rows.filter((r) => !r.isRead && (reader === 'customer' ? r.isManager || r.isSystem : !r.isManager && !r.isSystem)).map((r) => r.id);
  if (unread.length) await ctx.db.update(returnMessages).set({ isRead: true }).where(inArray(returnMessages.id, unread));
  return rows;
}

/** Writes a chat message with files; a customer's message may move the status (Amasty's "updated by customer"). */
export async function writeMessage(
  tx: Tx,
  input: {
    requestId: number;
    authorId: number;
    username: string;
    isManager: boolean;
    message: string | null | undefined;
    files: { filehash: string; filename?: string | null }[] | null | undefined;
    at: Date;
  },
): Promise<MessageRow> {
  const text = (input.message ?? '').trim();
  if (text.length > 5000) throw invalid('message', 'A message may be at most 5,000 characters.');
  if (!text && !input.files?.length) throw invalid('message', 'Write a message or attach a file.');
  const files = await attachFiles(tx, input.authorId, input.requestId, input.files ?? []);
  const [row] = await tx
    .insert(returnMessages)
    .values({
      requestId: input.requestId,
      authorId: input.authorId,
      username: input.username,
      message: text,
      isManager: input.isManager,
      isSystem: false,
      files,
      createdAt: input.at,
    })
    .returning();
  await tx.update(returnRequests).set({ modifiedAt: input.at }).where(eq(returnRequests.id, input.requestId));
  return row!;
}

/** Deletes the author's own message (never a system message or the other side's). */
export async function deleteMessage(ctx: Ctx, requestId: number, messageId: number, authorId: number): Promise<void> {
  if (!Number.isInteger(messageId)) throw invalid('message_id', 'message_id must be a message id.');
  const removed = await ctx.db
    .delete(returnMessages)
    .where(
      and(
        eq(returnMessages.id, messageId),
        eq(returnMessages.requestId, requestId),
        eq(returnMessages.authorId, authorId),
        eq(returnMessages.isSystem, false),
        ne(returnMessages.username, 'System'),
      ),
    )
    .returning({ files: returnMessages.files });
  if (!removed.length) throw new ServiceError('not-found', 'This message was not found.');
  const hashes = removed[0]!.files.map((f) => f.filehash);
  if (hashes.length) {
    const gone = await ctx.db.delete(returnFiles).where(inArray(returnFiles.hash, hashes)).returning({ key: returnFiles.objectKey });
    await ctx.storage.delete(gone.map((g) => g.key));
  }
}

/** Signed, expiring links to a request's files (only ever asked for after the request's owner or a manager was checked). */
export async function fileLinks(ctx: Ctx, requestId: number, baseUrl: string): Promise<Map<string, string>> {
  const rows = await ctx.db.select({ hash: returnFiles.hash, key: returnFiles.objectKey }).from(returnFiles).where(eq(returnFiles.requestId, requestId));
  // Links are checked against the wall clock by the file route, as every signed link is.
  const expiresAt = linkExpiry(900);
  const links = new Map<string, string>();
  for (const r of rows) links.set(r.hash, await ctx.storage.signedGetUrl(r.key, { expiresAt, baseUrl }));
  return links;
}
