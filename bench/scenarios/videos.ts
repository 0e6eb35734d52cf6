import type { Scenario, ScenarioContext } from '../lib/scenario.ts';

async function signedIn(ctx: ScenarioContext) {
  const session = await ctx.signIn('player@example.com');
  return { authorization: `Bearer ${session.access_token}` };
}

async function json<T>(ctx: ScenarioContext, path: string, headers: Record<string, string>): Promise<T> {
  const res = await fetch(`${ctx.url}${path}`, { headers });
  return ((await res.json()) as { data: T }).data;
}

/** The first series of the library and its first video, as the web app opens them. */
async function firstVideo(ctx: ScenarioContext, headers: Record<string, string>) {
  const list = await json<{ items: { id: number }[] }>(ctx, '/api/video/series?language=en', headers);
  const series = await json<{ id: number; videos: { id: number }[] }>(ctx, `/api/video/series/${list.items[0]!.id}`, headers);
  return { seriesId: series.id, videoId: series.videos[0]!.id };
}

/**
 * Video library reads at scale (2,000 library videos in 200 more series, 100,000 notes): the
 * library list, a series, search, a video's notes and sources, and the first bytes of a video file
 * (the Range request a player makes before its first frame).
 */
export const videoScenarios: Scenario[] = [
  { name: 'GET /api/video/series (library list)', prepare: async (ctx) => ({ path: '/api/video/series?page=1&pageSize=24', headers: await signedIn(ctx) }) },
  {
    name: 'GET /api/video/series/{id} (video series)',
    prepare: async (ctx) => {
      const headers = await signedIn(ctx);
      return { path: `/api/video/series/${(await firstVideo(ctx, headers)).seriesId}`, headers };
    },
  },
  {
    name: 'GET /api/video/search?keyword (video search)',
    prepare: async (ctx) => ({ path: `/api/video/search?keyword=${encodeURIComponent('Driver')}`, headers: await signedIn(ctx) }),
  },
  {
    name: 'GET /api/video/notes/{videoId} (video notes)',
    prepare: async (ctx) => {
      const headers = await signedIn(ctx);
      return { path: `/api/video/notes/${(await firstVideo(ctx, headers)).videoId}`, headers };
    },
  },
  {
    name: 'GET /api/video/{id} (video with signed sources)',
    prepare: async (ctx) => {
      const headers = await signedIn(ctx);
      return { path: `/api/video/${(await firstVideo(ctx, headers)).videoId}`, headers };
    },
  },
  {
    name: 'GET video file, Range first 64 KB (before the first frame)',
    prepare: async (ctx) => {
      const headers = await signedIn(ctx);
      const video = await json<{ sources: { mp4: { url: string }[] } }>(ctx, `/api/video/${(await firstVideo(ctx, headers)).videoId}`, headers);
      const url = new URL(video.sources.mp4[1]!.url);
      return { path: url.pathname + url.search, headers: { range: 'bytes=0-65535' } };
    },
  },
];
