import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { players } from '../../portal/account/account.tables.ts';
import { DEMO_CLIPS, demoMediaRow, warmDemoClips } from '../../portal/videos/index.ts';
import { libraryVideos, swings, videoCategories, videoMedia, videoNotes, videoSeries, videoTracking } from '../../portal/videos/videos.tables.ts';
import { DEMO_EMAILS } from '../demo-accounts.ts';

type Clip = 'grip' | 'stance' | 'backswing' | 'impact' | 'putting' | 'chipping';
interface SeriesSeed {
  category: number;
  language: 'en' | 'fr' | 'ja' | 'zh';
  title: string;
  description: string;
  intro: [string, Clip];
  videos: [string, Clip][];
  withoutVideo?: boolean;
  plusOnly?: boolean;
}

const CATEGORIES = [
  { en: 'Fundamentals', fr: 'Fondamentaux', ja: '基本', zh: '基础' },
  { en: 'Full swing', fr: 'Swing complet', ja: 'フルスイング', zh: '全挥杆' },
  { en: 'Short game', fr: 'Petit jeu', ja: 'ショートゲーム', zh: '短杆' },
  { en: 'Putting', fr: 'Putting', ja: 'パッティング', zh: '推杆' },
];

const SERIES: SeriesSeed[] = [
  {
    category: 0,
    language: 'en',
    title: 'Grip and stance basics',
    description: 'Build a grip and a stance you can repeat, in four short drills.',
    intro: ['Welcome to the basics', 'grip'],
    videos: [
      ['Neutral grip', 'grip'],
      ['Stance width', 'stance'],
      ['Ball position', 'stance'],
      ['Posture check', 'stance'],
    ],
  },
  {
    category: 1,
    language: 'en',
    title: 'Backswing to impact',
    description: 'Turn, load and deliver the club: the full swing in order.',
    intro: ['How this series works', 'backswing'],
    videos: [
      ['Shoulder turn', 'backswing'],
      ['Top of the swing', 'backswing'],
      ['Hands ahead at impact', 'impact'],
    ],
  },
  {
    category: 2,
    language: 'en',
    title: 'Chipping around the green',
    description: 'Land the ball on the green and let it roll.',
    intro: ['Why chip, not pitch', 'chipping'],
    videos: [
      ['Narrow stance chip', 'chipping'],
      ['Landing spot drill', 'chipping'],
    ],
  },
  {
    category: 3,
    language: 'en',
    title: 'Putting: listen and learn',
    description: 'Audio-first lessons on the pendulum stroke: listen on the practice green.',
    intro: ['Listening on the green', 'putting'],
    videos: [
      ['Pendulum stroke', 'putting'],
      ['Distance control ladder', 'putting'],
    ],
    withoutVideo: true,
  },
  {
    category: 1,
    language: 'en',
    title: 'Tour model swings (Plus)',
    description: 'Slow-motion model swings to compare your own with.',
    intro: ['Model swings explained', 'impact'],
    videos: [
      ['Model driver swing', 'backswing'],
      ['Model iron impact', 'impact'],
    ],
    plusOnly: true,
  },
  {
    category: 0,
    language: 'ja',
    title: 'グリップとスタンスの基本',
    description: '再現性のあるグリップとスタンスを4つのドリルで身につけます。',
    intro: ['基本編へようこそ', 'grip'],
    videos: [
      ['ニュートラルグリップ', 'grip'],
      ['スタンスの幅', 'stance'],
      ['ボールの位置', 'stance'],
    ],
  },
  {
    category: 3,
    language: 'ja',
    title: 'パッティング入門',
    description: '振り子のストロークを音声で学びます。',
    intro: ['練習グリーンで聞く', 'putting'],
    videos: [
      ['振り子ストローク', 'putting'],
      ['距離感のはしごドリル', 'putting'],
    ],
    withoutVideo: true,
  },
  {
    category: 2,
    language: 'ja',
    title: 'アプローチ上達',
    description: 'グリーンに落として転がすアプローチ。',
    intro: ['このシリーズについて', 'chipping'],
    videos: [
      ['狭いスタンスのチップ', 'chipping'],
      ['落とし所ドリル', 'chipping'],
    ],
  },
  {
    category: 0,
    language: 'fr',
    title: 'Les bases : grip et posture',
    description: 'Un grip et une posture que vous pouvez répéter.',
    intro: ['Bienvenue', 'grip'],
    videos: [
      ['Grip neutre', 'grip'],
      ['Largeur des pieds', 'stance'],
    ],
  },
  {
    category: 1,
    language: 'zh',
    title: '上杆到击球',
    description: '转体、蓄力、击球：按顺序学习全挥杆。',
    intro: ['系列介绍', 'backswing'],
    videos: [
      ['肩部转动', 'backswing'],
      ['击球时手在球前', 'impact'],
    ],
  },
];

/** The demo clips as media rows (one per clip); library videos, swings and lesson videos reuse them. */
async function seedDemoMedia(db: Db, now: Date): Promise<Record<Clip, number>> {
  const rows = await db
    .insert(videoMedia)
    .values(DEMO_CLIPS.map((clip) => ({ ...demoMediaRow(clip), status: 'ready' as const, createdAt: now, readyAt: now })))
    .returning({ id: videoMedia.id, prefix: videoMedia.prefix });
  return Object.fromEntries(DEMO_CLIPS.map((clip, i) => [clip.name, rows[i]!.id])) as Record<Clip, number>;
}

/** The video library (series in four languages), a few swings, progress and notes for the demo players. */
export async function seedVideos(db: Db, now: Date): Promise<void> {
  // FFmpeg draws the clips once per machine (cached by content hash); the server copies them into its store.
  await warmDemoClips();
  const media = await seedDemoMedia(db, now);
  const categories = await db
    .insert(videoCategories)
    .values(CATEGORIES.map((names, position) => ({ names, position })))
    .returning({ id: videoCategories.id });
  const series = await db
    .insert(videoSeries)
    .values(
      SERIES.map((s, position) => ({
        categoryId: categories[s.category]!.id,
        language: s.language,
        title: s.title,
        description: s.description,
        allowsPlayWithoutVideo: s.withoutVideo ?? false,
        isPlusOnly: s.plusOnly ?? false,
        position,
      })),
    )
    .returning({ id: videoSeries.id });
  const videos = await db
    .insert(libraryVideos)
    .values(
      SERIES.flatMap((s, i) => [
        { seriesId: series[i]!.id, mediaId: media[s.intro[1]], position: 0, isIntro: true, title: s.intro[0], description: s.description },
        ...s.videos.map(([title, clip], k) => ({
          seriesId: series[i]!.id,
          mediaId: media[clip],
          position: k + 1,
          isIntro: false,
          title,
          description: `${s.title} — ${k + 1}/${s.videos.length}`,
        })),
      ]),
    )
    .returning({ id: libraryVideos.id, seriesId: libraryVideos.seriesId, position: libraryVideos.position });

  const demo = await db
    .select({ id: players.id, email: players.email })
    .from(players)
    .where(inArray(players.email, [DEMO_EMAILS.player, DEMO_EMAILS.playerJp]));
  const player = demo.find((p) => p.email === DEMO_EMAILS.player)!.id;
  // The player finished the first video of "Grip and stance basics" and is part-way through its second.
  const first = videos.filter((v) => v.seriesId === series[0]!.id && v.position > 0);
  await db.insert(videoTracking).values([
    { playerId: player, videoId: first[0]!.id, watchedTime: 3, completed: true, updatedAt: now },
    { playerId: player, videoId: first[1]!.id, watchedTime: 1.5, completed: false, updatedAt: now },
  ]);
  await db
    .insert(videoNotes)
    .values({ playerId: player, videoId: first[0]!.id, time: 1, note: 'Two knuckles visible on the left hand.', createdAt: now, updatedAt: now });
  await db.insert(swings).values([
    {
      playerId: player,
      mediaId: media.backswing,
      title: 'Driver — down the line',
      fileName: 'IMG_2041.MOV',
      sizeBytes: 18_422_000,
      createdAt: new Date(now.getTime() - 6 * 86_400_000),
    },
    {
      playerId: player,
      mediaId: media.impact,
      title: '7 iron — face on',
      fileName: 'IMG_2057.MOV',
      sizeBytes: 12_004_000,
      createdAt: new Date(now.getTime() - 2 * 86_400_000),
    },
  ]);
}

/** Storage keys of the demo lesson videos: real files (the demo clips' renditions). */
export function demoLessonVideoKey(index: number): string {
  const clip = DEMO_CLIPS[index % DEMO_CLIPS.length]!;
  return demoMediaRow(clip).renditions.at(-1)!.key;
}

/**
 * Scale data for the bench: 2,000 library videos in 200 series and 100,000 notes, every row
 * pointing at the same few demo files.
 */
export async function seedScaleVideos(db: Db, playerIds: number[]): Promise<void> {
  const [anyMedia] = await db.select({ id: videoMedia.id }).from(videoMedia).limit(1);
  const [category] = await db.select({ id: videoCategories.id }).from(videoCategories).limit(1);
  if (!anyMedia || !category) return;
  const languages = ['en', 'fr', 'ja', 'zh'] as const;
  const words = ['Driver', 'Iron', 'Wedge', 'Putter', 'Bunker', 'Tempo', 'Balance', 'Path', 'Face', 'Rhythm'];
  const seriesRows = await db
    .insert(videoSeries)
    .values(
      Array.from({ length: 200 }, (_, i) => ({
        categoryId: category.id,
        language: languages[i % 4]!,
        title: `${words[i % 10]} drills ${i + 1}`,
        description: `Scale series ${i + 1}`,
        position: 100 + i,
      })),
    )
    .returning({ id: videoSeries.id });
  const videoRows: { id: number }[] = [];
  for (let start = 0; start < 2000; start += 500) {
    videoRows.push(
      ...(await db
        .insert(libraryVideos)
        .values(
          Array.from({ length: 500 }, (_, k) => {
            const i = start + k;
            return {
              seriesId: seriesRows[Math.floor(i / 10)]!.id,
              mediaId: anyMedia.id,
              position: i % 10,
              isIntro: i % 10 === 0,
              title: `${words[i % 10]} lesson ${i + 1}`,
              description: 'Scale video',
            };
          }),
        )
        .returning({ id: libraryVideos.id })),
    );
  }
  const now = new Date('2026-01-01T00:00:00Z');
  for (let start = 0; start < 100_000; start += 5000) {
    await db.insert(videoNotes).values(
      Array.from({ length: 5000 }, (_, k) => {
        const i = start + k;
        return {
          playerId: playerIds[i % playerIds.length]!,
          videoId: videoRows[i % videoRows.length]!.id,
          time: i % 3,
          note: `Note ${i}`,
          createdAt: now,
          updatedAt: now,
        };
      }),
    );
  }
  // Plan the library's reads from the loaded rows, not from the empty tables the bulk load began with.
  await db.execute(sql`analyze ${videoSeries}, ${libraryVideos}, ${videoNotes}`);
}
