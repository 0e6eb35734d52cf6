import type { WeatherResult, WeatherTimeline } from '@golf/contracts';
import { stamp, type WeatherQuery } from './weather-request.ts';

// Tomorrow.io's Timelines API (v4): POST {base}/timelines?apikey=KEY with
// { location, fields, timesteps, startTime, endTime, units, timezone }; the answer is
// { data: { timelines: [{ timestep, startTime, endTime, intervals: [{ startTime, values }] }] } }.
// For a polygon location the provider answers each field as its maximum over the area, named
// either plainly or with a Max suffix; both are read.

export interface TomorrowIoOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}

/** Why the provider could not answer, for the notice on the local model's answer and the log. */
export class ProviderUnavailable extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

interface ProviderTimeline {
  timestep?: unknown;
  startTime?: unknown;
  endTime?: unknown;
  intervals?: { startTime?: unknown; values?: Record<string, unknown> }[];
}

function readTimeline(raw: ProviderTimeline, q: WeatherQuery): WeatherTimeline {
  const intervals = (Array.isArray(raw.intervals) ? raw.intervals : []).map((interval) => {
    const values: Record<string, number> = {};
    for (const field of q.fields) {
      const v = interval.values?.[field] ?? interval.values?.[`${field}Max`] ?? interval.values?.[`${field}Avg`];
      if (typeof v === 'number' && Number.isFinite(v)) values[field] = v;
    }
    return { startTime: String(interval.startTime ?? ''), values };
  });
  return { timestep: String(raw.timestep ?? ''), startTime: String(raw.startTime ?? ''), endTime: String(raw.endTime ?? ''), intervals };
}

export async function tomorrowIoTimelines(q: WeatherQuery, options: TomorrowIoOptions): Promise<WeatherResult> {
  const url = new URL(`${options.baseUrl.replace(/\/$/, '')}/timelines`);
  url.searchParams.set('apikey', options.apiKey);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        location: q.location,
        fields: q.fields,
        timesteps: q.timesteps,
        startTime: stamp(q.start, 'UTC'),
        endTime: stamp(q.end, 'UTC'),
        units: q.units,
        timezone: q.timezone,
      }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new ProviderUnavailable(timedOut ? `no answer within ${options.timeoutMs} ms` : 'not reachable');
  }
  const body = (await response.json().catch(() => null)) as { data?: { timelines?: ProviderTimeline[] }; message?: string } | null;
  if (!response.ok) throw new ProviderUnavailable(`answered ${response.status}${body?.message ? `: ${body.message}` : ''}`, response.status);
  const timelines = body?.data?.timelines;
  if (!Array.isArray(timelines)) throw new ProviderUnavailable('answered without timelines');
  return {
    source: 'tomorrow.io',
    notice: null,
    units: q.units,
    timezone: q.timezone,
    location: { lat: q.lat, lon: q.lon },
    timelines: timelines.map((t) => readTimeline(t, q)),
  };
}
