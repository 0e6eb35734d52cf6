import { execFile } from 'node:child_process';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's FFmpeg (installed by `npm start` and `npm test`); FFMPEG_PATH points elsewhere. */
const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
const FFPROBE = process.env.FFPROBE_PATH ?? 'ffprobe';

export interface Probe {
  durationSeconds: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

/** What FFmpeg reads in a file, or null when it holds no video stream it can decode. */
export async function probeVideo(file: string): Promise<Probe | null> {
  try {
    const { stdout } = await run(FFPROBE, ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type,width,height', '-of', 'json', file], {
      timeout: 30_000,
    });
    const info = JSON.parse(stdout) as { format?: { duration?: string }; streams?: { codec_type: string; width?: number; height?: number }[] };
    const video = info.streams?.find((s) => s.codec_type === 'video' && s.width && s.height);
    const duration = Number(info.format?.duration);
    if (!video || !Number.isFinite(duration) || duration <= 0) return null;
    return { durationSeconds: duration, width: video.width!, height: video.height!, hasAudio: Boolean(info.streams?.some((s) => s.codec_type === 'audio')) };
  } catch {
    return null;
  }
}

export async function ffmpeg(args: string[]): Promise<void> {
  await run(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { timeout: 10 * 60_000, maxBuffer: 4 * 1024 * 1024 });
}

/** Heights of the MP4 renditions: never upscaled, so a small original gives one rendition. */
const HEIGHTS = [180, 360, 720];
export const STRIP_FRAMES = 10;

export interface TranscodeResult {
  probe: Probe;
  /** File names relative to the output folder. */
  renditions: { height: number; width: number; file: string }[];
  hls: string;
  poster: string;
  strip: string;
  files: string[];
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/**
 * Transcodes a video into H.264/AAC MP4 renditions (fast start, so playback begins before the
 * download ends), an HLS playlist of two-second segments, a poster frame and a strip of ten
 * thumbnails for scrubbing, all written into `outDir`.
 */
export async function transcodeVideo(input: string, outDir: string): Promise<TranscodeResult> {
  const probe = await probeVideo(input);
  if (!probe) throw new Error('The file holds no video FFmpeg can read.');
  // Phones record portrait video as landscape with a rotation tag; FFmpeg applies it, so measure the result.
  const heights = HEIGHTS.filter((h) => h <= probe.height);
  if (!heights.length) heights.push(even(probe.height));
  const renditions = heights.map((height) => ({ height, width: even((probe.width * height) / probe.height), file: `${height}.mp4` }));
  const audio = probe.hasAudio ? ['-c:a', 'aac', '-b:a', '64k', '-ac', '2'] : ['-an'];
  for (const r of renditions) {
    await ffmpeg([
      '-i',
      input,
      '-vf',
      `scale=-2:${r.height}`,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '26',
      '-pix_fmt',
      'yuv420p',
      '-g',
      '48',
      ...audio,
      '-movflags',
      '+faststart',
      path.join(outDir, r.file),
    ]);
  }
  // HLS reuses the smallest rendition's streams: segmenting copies, it does not encode again.
  const hlsDir = path.join(outDir, 'hls');
  await mkdir(hlsDir, { recursive: true });
  await ffmpeg([
    '-i',
    path.join(outDir, renditions[0]!.file),
    '-c',
    'copy',
    '-f',
    'hls',
    '-hls_time',
    '2',
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    path.join(hlsDir, 'seg%03d.ts'),
    path.join(hlsDir, 'index.m3u8'),
  ]);
  const top = renditions[renditions.length - 1]!.file;
  await ffmpeg([
    '-ss',
    String(Math.min(1, probe.durationSeconds / 2)),
    '-i',
    path.join(outDir, top),
    '-frames:v',
    '1',
    '-q:v',
    '4',
    path.join(outDir, 'poster.jpg'),
  ]);
  const fps = STRIP_FRAMES / probe.durationSeconds;
  await ffmpeg([
    '-i',
    path.join(outDir, renditions[0]!.file),
    '-vf',
    `fps=${fps.toFixed(6)},scale=160:-2,tile=${STRIP_FRAMES}x1`,
    '-frames:v',
    '1',
    '-q:v',
    '5',
    path.join(outDir, 'strip.jpg'),
  ]);
  const segments = (await readdir(hlsDir)).map((f) => `hls/${f}`);
  return {
    probe,
    renditions,
    hls: 'hls/index.m3u8',
    poster: 'poster.jpg',
    strip: 'strip.jpg',
    files: [...renditions.map((r) => r.file), ...segments, 'poster.jpg', 'strip.jpg'],
  };
}

export const CONTENT_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  jpg: 'image/jpeg',
  vtt: 'text/vtt; charset=utf-8',
  mov: 'video/quicktime',
};

export const contentTypeOf = (file: string) => CONTENT_TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream';
