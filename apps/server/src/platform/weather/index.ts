import { DateTime } from 'luxon';
import type { WeatherBody, WeatherResult } from '@golf/contracts';
import { localTimelines } from './local-model.ts';
import { ProviderUnavailable, tomorrowIoTimelines } from './tomorrow-io.ts';
import type { WeatherConfig } from './weather-config.ts';
import { toWeatherQuery, type WeatherQuery } from './weather-request.ts';

export { parseWeatherConfig, type WeatherConfig } from './weather-config.ts';

/** Weather for a place and time, from the configured provider or the built-in model. */
export interface Weather {
  /** `now` is the server clock's: it places a request without a start time. */
  timelines(body: WeatherBody, now?: Date): Promise<WeatherResult>;
}

/** The provider forecasts from six hours back to fifteen days ahead; outside that only the model answers. */
function withinForecast(q: WeatherQuery, now: DateTime): boolean {
  return q.start >= now.minus({ hours: 6 }) && q.end <= now.plus({ days: 15 });
}

const CACHE_MS = 10 * 60_000;
const CACHE_ENTRIES = 500;

/**
 * The weather adapter. With Tomorrow.io configured, forecasts come from it (kept ten minutes,
 * within its rate limits); a time outside its forecast range, or a provider that fails, gets the
 * model's estimate with a notice saying why. Invalid requests are refused with 400 before either.
 */
export function openWeather(config: WeatherConfig, log: { warn: (msg: string) => void } = console): Weather {
  const cache = new Map<string, { at: number; result: WeatherResult }>();
  return {
    async timelines(body, at) {
      const now = at ? (DateTime.fromJSDate(at, { zone: 'utc' }) as DateTime<true>) : DateTime.utc();
      const q = toWeatherQuery(body, now);
      if (config.provider === 'local') return localTimelines(q);
      if (!withinForecast(q, now)) return localTimelines(q, 'Outside the forecast range (6 hours back to 15 days ahead): a climate estimate instead.');
      const key = JSON.stringify([body, q.start.toISO(), q.end.toISO()]);
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < CACHE_MS) return hit.result;
      try {
        const result = await tomorrowIoTimelines(q, config);
        if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
        cache.set(key, { at: Date.now(), result });
        return result;
      } catch (error) {
        if (!(error instanceof ProviderUnavailable)) throw error;
        log.warn(`weather provider tomorrow.io ${error.message}; answering with the local model`);
        return localTimelines(q, `The forecast service ${error.status === 429 ? 'is busy' : 'is unavailable'} right now: a climate estimate instead.`);
      }
    },
  };
}
