import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import type { Config } from '../../config.ts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { ServiceError } from '../../platform/errors.ts';
import { defineJob, enqueueJob } from '../../platform/jobs/index.ts';
import { ok } from '../../platform/http/origin.ts';
import { SWING_LIMITS } from './swing-upload.ts';
import { storeSwing } from './swings.service.ts';

/** Where resumable swing uploads live: their URL and how long an unfinished one is kept. */
export const SWING_TUS_PATH = '/api/v2/my-swings/uploads';
export const SWING_UPLOAD_EXPIRY_HOURS = 24;
export const SWING_UPLOAD_EXPIRY_JOB = 'videos.swing-upload-expiry';

/**
 * Unfinished uploads are staged on this server's disk (the object store only ever receives a
 * whole, checked file). Several servers behind one address need this folder shared between them.
 */
export function swingUploadStore(config: Config): FileStore {
  const store = new FileStore({ directory: path.join(config.dataDir, 'swing-uploads') });
  // tus 1.0.0 core with creation and termination: a length must be declared up front (so the size
  // limit is enforced at creation), and expiry is the job queue's, read from the service clock.
  store.extensions = ['creation', 'creation-with-upload', 'termination'];
  return store;
}

/** Who is asking, for the tus hooks: they see the web Request this module builds, nothing of Fastify. */
export interface TusCaller {
  caller: PlayerCaller;
  baseUrl: string;
}

/** A refusal in the app's error shape, as the tus server sends thrown `{ status_code, body }`. */
function refusal(status: number, message: string, field?: string) {
  return { status_code: status, body: JSON.stringify({ code: status, message, data: null, ...(field ? { field } : {}) }) };
}

const NOT_FOUND = refusal(404, 'This upload was not found. Start the upload again.');

/**
 * The tus server of swing uploads. Creation refuses a declared length over the limit (413) or no
 * length at all; every later request of an upload is answered only to the player who created it
 * (anyone else gets 404); the last PATCH runs the whole-file upload's checks and storage, and the
 * staged file is removed whatever the outcome.
 */
export function swingTusServer(ctx: Ctx, callers: WeakMap<Request, TusCaller>): TusServer {
  const datastore = swingUploadStore(ctx.config);
  const who = (req: unknown) => {
    const found = callers.get(req as Request);
    if (!found) throw refusal(401, 'Sign in to continue.');
    return found;
  };
  return new TusServer({
    path: SWING_TUS_PATH,
    datastore,
    relativeLocation: true,
    maxSize: SWING_LIMITS.maxBytes,
    // Same origin only: the server adds no CORS header of its own.
    allowedOrigins: () => false,
    // tus answers 501 to an extension it lacks; a length left for later is the client's to fix.
    onResponseError: (_req, error) =>
      'status_code' in error && error.status_code === 501
        ? refusal(400, 'Say how big the video is (Upload-Length) when starting the upload.', 'Upload-Length')
        : undefined,
    onIncomingRequest: async (req, uploadId) => {
      const { caller } = who(req);
      if (req.method === 'POST') return;
      const upload = await datastore.getUpload(uploadId).catch(() => null);
      if (!upload || upload.metadata?.player !== String(caller.subjectId)) throw NOT_FOUND;
    },
    onUploadCreate: async (req, upload) => {
      const { caller } = who(req);
      if (upload.size === undefined) throw refusal(400, 'Say how big the video is (Upload-Length) when starting the upload.', 'Upload-Length');
      const metadata = upload.metadata ?? {};
      const fileName = metadata.filename ?? metadata.name ?? null;
      const title = metadata.title ?? null;
      if ((fileName?.length ?? 0) > 200) throw refusal(400, 'The file name is too long: keep it under 200 characters.', 'filename');
      if ((title?.length ?? 0) > 120) throw refusal(400, 'The title is too long: keep it under 120 characters.', 'title');
      const expiresAt = new Date(ctx.clock.now().getTime() + SWING_UPLOAD_EXPIRY_HOURS * 3600_000);
      await enqueueJob(ctx.db, SWING_UPLOAD_EXPIRY_JOB, { uploadId: upload.id }, { startAfter: expiresAt, singletonKey: `upload:${upload.id}` });
      // The owner is stamped by the server, whatever the client sent under that name.
      return { metadata: { filename: fileName, title, player: String(caller.subjectId) } };
    },
    onUploadFinish: async (req, upload) => {
      const { caller, baseUrl } = who(req);
      try {
        const bytes = await readFile(upload.storage!.path);
        const swing = await storeSwing(ctx, caller, { bytes, fileName: upload.metadata?.filename, title: upload.metadata?.title }, baseUrl);
        return { status_code: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify(ok(swing, 'Uploaded: processing')) };
      } catch (error) {
        if (error instanceof ServiceError) throw refusal(error.status, error.message, error.opts.field);
        throw error;
      } finally {
        await removeStaged(datastore, upload.id);
      }
    },
  });
}

/** Removes an upload nobody finished within the expiry; a finished or cancelled one is already gone. */
export async function expireSwingUpload(ctx: Ctx, payload: { uploadId: string }): Promise<void> {
  if (!/^[0-9a-f]{32}$/.test(payload.uploadId)) return;
  const store = swingUploadStore(ctx.config);
  await removeStaged(store, payload.uploadId);
}

/** The staged bytes and their record, whichever of the two is still there. */
async function removeStaged(store: FileStore, uploadId: string) {
  await store.remove(uploadId).catch(() => store.configstore.delete(uploadId).catch(() => undefined));
}

defineJob(SWING_UPLOAD_EXPIRY_JOB, expireSwingUpload, { retryLimit: 3, retryDelaySeconds: 300 });
