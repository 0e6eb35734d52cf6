import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { defineJob, enqueueJob, type Executor, type JobRun } from '../../platform/jobs/index.ts';
import { contentTypeOf, transcodeVideo } from './ffmpeg.ts';
import { videoMedia } from './videos.tables.ts';

export const TRANSCODE_JOB = 'videos.transcode';
export const TRANSCODE_RETRIES = 2;

/** Queues the transcode of an uploaded video in the transaction that stores it. */
export function enqueueTranscode(tx: Executor, mediaId: number) {
  return enqueueJob(tx, TRANSCODE_JOB, { mediaId }, { singletonKey: `media:${mediaId}` });
}

/**
 * Makes the renditions, HLS, poster and strip of an uploaded video and marks it ready. Safe to
 * repeat: files are written under the media's own folder and replaced whole. After the last
 * retry the video is marked failed with the reason, and the job ends.
 */
export async function transcodeMedia(ctx: Ctx, payload: { mediaId: number }, run: JobRun): Promise<void> {
  const [media] = await ctx.db.select().from(videoMedia).where(eq(videoMedia.id, payload.mediaId)).limit(1);
  if (!media || media.status !== 'processing' || !media.sourceKey) return;
  const work = await mkdtemp(path.join(os.tmpdir(), 'golf-transcode-'));
  try {
    const source = await ctx.storage.get(media.sourceKey);
    if (!source) throw new Error('The uploaded file is missing from the store.');
    const chunks: Buffer[] = [];
    for await (const chunk of source.body) chunks.push(chunk as Buffer);
    const input = path.join(work, 'source');
    await writeFile(input, Buffer.concat(chunks));
    const out = path.join(work, 'out');
    await mkdir(out);
    const result = await transcodeVideo(input, out);
    // The poster goes last: a reader that sees the row ready finds every file.
    for (const file of [...result.files.filter((f) => f !== result.poster), result.poster]) {
      await ctx.storage.put(`${media.prefix}/${file}`, await readFile(path.join(out, file)), {
        contentType: contentTypeOf(file),
        cacheControl: 'private, max-age=31536000, immutable',
      });
    }
    await ctx.db
      .update(videoMedia)
      .set({
        status: 'ready',
        durationSeconds: result.probe.durationSeconds,
        width: result.renditions.at(-1)!.width,
        height: result.renditions.at(-1)!.height,
        renditions: result.renditions.map((r) => ({ height: r.height, width: r.width, key: `${media.prefix}/${r.file}` })),
        hlsKey: `${media.prefix}/${result.hls}`,
        posterKey: `${media.prefix}/${result.poster}`,
        stripKey: `${media.prefix}/${result.strip}`,
        stripCount: 10,
        error: null,
        readyAt: ctx.clock.now(),
      })
      .where(eq(videoMedia.id, media.id));
  } catch (error) {
    if (run.attempt > TRANSCODE_RETRIES) {
      await ctx.db
        .update(videoMedia)
        .set({ status: 'failed', error: (error as Error).message.slice(0, 500) })
        .where(eq(videoMedia.id, media.id));
      return;
    }
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

defineJob(TRANSCODE_JOB, transcodeMedia, { retryLimit: TRANSCODE_RETRIES, retryDelaySeconds: 30 });
