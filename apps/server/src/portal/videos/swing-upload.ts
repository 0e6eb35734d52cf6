import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ServiceError } from '../../platform/errors.ts';
import { UploadRefusedError } from '../../platform/storage/index.ts';
import { probeVideo, type Probe } from './ffmpeg.ts';

/** What a swing upload may be: a phone's MP4 or MOV, up to 200 MB and one minute. */
export const SWING_LIMITS = { maxBytes: 200 * 1024 * 1024, maxSeconds: 60, types: ['video/mp4', 'video/quicktime'] };

export type SwingContainer = { extension: 'mp4' | 'mov'; contentType: 'video/mp4' | 'video/quicktime' };

/**
 * The container from the file's own bytes (an ISO media file starts with a `ftyp` box; QuickTime
 * brands it `qt  `), whatever name or type the phone sent. Anything else is refused.
 */
export function sniffContainer(bytes: Buffer): SwingContainer | null {
  if (bytes.length < 12) return null;
  const box = bytes.toString('latin1', 4, 8);
  if (box === 'ftyp') {
    const brand = bytes.toString('latin1', 8, 12);
    return brand === 'qt  ' ? { extension: 'mov', contentType: 'video/quicktime' } : { extension: 'mp4', contentType: 'video/mp4' };
  }
  // Older QuickTime files may open with other atoms.
  if (['moov', 'mdat', 'wide', 'free', 'skip'].includes(box)) return { extension: 'mov', contentType: 'video/quicktime' };
  return null;
}

/** Checks an upload by its content and FFmpeg's reading of it: a video stream, within the length limit. */
export async function checkSwingFile(bytes: Buffer): Promise<{ container: SwingContainer; probe: Probe }> {
  if (!bytes.length) throw new ServiceError('invalid', 'The file is empty. Choose a swing video (MP4 or MOV).', { field: 'file' });
  const container = sniffContainer(bytes);
  if (!container) throw new UploadRefusedError(415, 'This file is not an MP4 or MOV video. Record or export your swing as MP4 or MOV.');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'golf-swing-check-'));
  try {
    const file = path.join(dir, `upload.${container.extension}`);
    await writeFile(file, bytes);
    const probe = await probeVideo(file);
    if (!probe) throw new UploadRefusedError(415, 'This video cannot be read. Record or export your swing again as MP4 or MOV.');
    if (probe.durationSeconds > SWING_LIMITS.maxSeconds + 0.5) {
      throw new ServiceError(
        'invalid',
        `This video is ${Math.round(probe.durationSeconds)} seconds long; a swing video may be at most ${SWING_LIMITS.maxSeconds} seconds. Trim it and try again.`,
        { field: 'file' },
      );
    }
    return { container, probe };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
