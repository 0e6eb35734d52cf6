import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { like } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { contentTypeOf, ffmpeg, STRIP_FRAMES, transcodeVideo } from './ffmpeg.ts';
import { videoMedia, type Rendition } from './videos.tables.ts';

/** A drawn drill animation: a ball travels an arc over a coloured range while a caption speaks. */
export interface DemoClip {
  name: string;
  colour: string;
  captions: Record<'en' | 'fr' | 'ja' | 'zh', [string, string]>;
}

const SECONDS = 3;
const SIZE = { width: 640, height: 360 };
// Bump when the generator changes: the cache folder and the store keys are named by this hash.
const GENERATOR = 'demo-media-1';

export const DEMO_CLIPS: DemoClip[] = [
  {
    name: 'grip',
    colour: '0x1b5e20',
    captions: {
      en: ['Hold the club in your fingers.', 'Both thumbs point down the shaft.'],
      fr: ['Tenez le club dans les doigts.', 'Les deux pouces le long du manche.'],
      ja: ['クラブは指で握ります。', '両手の親指をシャフトに沿わせます。'],
      zh: ['用手指握住球杆。', '双手拇指沿着杆身向下。'],
    },
  },
  {
    name: 'stance',
    colour: '0x0d47a1',
    captions: {
      en: ['Feet shoulder width apart.', 'Weight on the balls of your feet.'],
      fr: ['Pieds écartés de la largeur des épaules.', 'Le poids sur l’avant des pieds.'],
      ja: ['足は肩幅に開きます。', '体重は母指球に乗せます。'],
      zh: ['双脚与肩同宽。', '重心放在前脚掌。'],
    },
  },
  {
    name: 'backswing',
    colour: '0x4a148c',
    captions: {
      en: ['Turn your shoulders, not your arms.', 'Stop when your back faces the target.'],
      fr: ['Tournez les épaules, pas les bras.', 'Arrêtez quand le dos fait face à la cible.'],
      ja: ['腕ではなく肩を回します。', '背中が目標を向いたら止めます。'],
      zh: ['转动肩膀，而不是手臂。', '背部朝向目标时停止。'],
    },
  },
  {
    name: 'impact',
    colour: '0xb71c1c',
    captions: {
      en: ['Hands ahead of the ball at impact.', 'Keep your head still.'],
      fr: ['Les mains devant la balle à l’impact.', 'Gardez la tête immobile.'],
      ja: ['インパクトでは手がボールより前に。', '頭を動かさないように。'],
      zh: ['击球时双手在球前方。', '保持头部稳定。'],
    },
  },
  {
    name: 'putting',
    colour: '0x004d40',
    captions: {
      en: ['Rock the shoulders like a pendulum.', 'Listen for the ball to drop.'],
      fr: ['Balancez les épaules comme un pendule.', 'Écoutez la balle tomber.'],
      ja: ['振り子のように肩を揺らします。', 'カップインの音を聞きましょう。'],
      zh: ['像钟摆一样摆动肩膀。', '听球入洞的声音。'],
    },
  },
  {
    name: 'chipping',
    colour: '0xe65100',
    captions: {
      en: ['Narrow stance, ball back.', 'Land it on the green and let it roll.'],
      fr: ['Position étroite, balle en arrière.', 'Posez-la sur le green et laissez rouler.'],
      ja: ['スタンスは狭く、ボールは右寄り。', 'グリーンに落として転がします。'],
      zh: ['站姿收窄，球位靠后。', '落在果岭上让它滚动。'],
    },
  },
];

/** The content hash that names a clip's folder in the cache and in the object store. */
export function demoClipHash(clip: DemoClip): string {
  return createHash('sha256').update(JSON.stringify({ GENERATOR, SECONDS, SIZE, clip })).digest('hex').slice(0, 16);
}

export interface DemoMediaRow {
  prefix: string;
  durationSeconds: number;
  width: number;
  height: number;
  renditions: Rendition[];
  hlsKey: string;
  posterKey: string;
  stripKey: string;
  stripCount: number;
  captions: Record<string, string>;
}

/** What the seed stores for a demo clip: the keys are known from the hash, without running FFmpeg. */
export function demoMediaRow(clip: DemoClip): DemoMediaRow {
  const prefix = `demo-media/${demoClipHash(clip)}`;
  return {
    prefix,
    durationSeconds: SECONDS,
    width: SIZE.width,
    height: SIZE.height,
    renditions: [180, 360].map((height) => ({ height, width: (SIZE.width * height) / SIZE.height, key: `${prefix}/${height}.mp4` })),
    hlsKey: `${prefix}/hls/index.m3u8`,
    posterKey: `${prefix}/poster.jpg`,
    stripKey: `${prefix}/strip.jpg`,
    stripCount: STRIP_FRAMES,
    captions: Object.fromEntries(Object.keys(clip.captions).map((l) => [l, `${prefix}/captions/${l}.vtt`])),
  };
}

function vtt(lines: [string, string]): string {
  const half = SECONDS / 2;
  const stamp = (s: number) => `00:00:${s.toFixed(3).padStart(6, '0')}`;
  return `WEBVTT\n\n1\n${stamp(0)} --> ${stamp(half)}\n${lines[0]}\n\n2\n${stamp(half)} --> ${stamp(SECONDS)}\n${lines[1]}\n`;
}

const cacheRoot = () => process.env.DEMO_MEDIA_CACHE ?? path.join(os.tmpdir(), 'golf-demo-media');

/** Makes a clip's files once per machine (a few hundred milliseconds), then reuses the folder. */
async function cachedClip(clip: DemoClip): Promise<{ dir: string; files: string[] }> {
  const dir = path.join(cacheRoot(), demoClipHash(clip));
  const manifest = path.join(dir, 'files.json');
  if (existsSync(manifest)) return { dir, files: JSON.parse(await readFile(manifest, 'utf8')) as string[] };
  // Built beside the cache and renamed into place, so a concurrent run never reads half a clip.
  const work = `${dir}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await mkdir(path.join(work, 'captions'), { recursive: true });
  try {
    const source = path.join(work, 'source.mp4');
    // drawtext (not drawbox) because only its expressions know the time t.
    const ball = `drawtext=text='●':fontsize=28:fontcolor=white:x='40+(w-120)*t/${SECONDS}':y='h*0.75-150*sin(PI*t/${SECONDS})'`;
    const title = `drawtext=text='${clip.name.toUpperCase()}':fontcolor=white:fontsize=36:x=(w-tw)/2:y=30`;
    const clubLine = `drawbox=x=0:y=ih*0.75+24:w=iw:h=4:color=white@0.6:t=fill`;
    await ffmpeg([
      '-f',
      'lavfi',
      '-i',
      `color=c=${clip.colour}:s=${SIZE.width}x${SIZE.height}:r=24:d=${SECONDS}`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=220:sample_rate=44100:duration=${SECONDS}`,
      '-vf',
      `${clubLine},${ball},${title}`,
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      source,
    ]);
    const result = await transcodeVideo(source, work);
    await rm(source);
    for (const [language, lines] of Object.entries(clip.captions)) await writeFile(path.join(work, 'captions', `${language}.vtt`), vtt(lines));
    const files = [...result.files, ...Object.keys(clip.captions).map((l) => `captions/${l}.vtt`)];
    await writeFile(path.join(work, 'files.json'), JSON.stringify(files));
    await rename(work, dir).catch(async (error: NodeJS.ErrnoException) => {
      // Another process finished the same clip first: theirs is as good as ours.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      await rm(work, { recursive: true, force: true });
    });
    return { dir, files };
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}

/** Makes every demo clip's files in the cache (once per machine): run before a server or a test suite starts. */
export async function warmDemoClips(): Promise<void> {
  for (const clip of DEMO_CLIPS) await cachedClip(clip);
}

/**
 * Puts the demo clips the database points at into the object store, when they are not there yet
 * (a fresh DATA_DIR or bucket). Does nothing on a database without demo media.
 */
export async function ensureDemoMedia(ctx: Ctx): Promise<void> {
  const [used] = await ctx.db.select({ id: videoMedia.id }).from(videoMedia).where(like(videoMedia.prefix, 'demo-media/%')).limit(1);
  if (!used) return;
  for (const clip of DEMO_CLIPS) {
    const row = demoMediaRow(clip);
    if (await ctx.storage.exists(row.posterKey)) continue;
    const { dir, files } = await cachedClip(clip);
    // The poster goes last: its presence says the whole clip is in the store.
    const ordered = [...files.filter((f) => f !== 'poster.jpg'), 'poster.jpg'];
    for (const file of ordered) {
      await ctx.storage.put(`${row.prefix}/${file}`, await readFile(path.join(dir, file)), {
        contentType: contentTypeOf(file),
        cacheControl: 'private, max-age=31536000, immutable',
      });
    }
  }
}
