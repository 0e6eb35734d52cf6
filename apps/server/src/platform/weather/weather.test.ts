import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { ServiceError } from '../errors.ts';
import { climateAt } from './local-model.ts';
import { openWeather } from './index.ts';

const quiet = { warn: () => undefined };

describe('the local weather model', () => {
  const at = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' });

  it('follows the seasons of each hemisphere and the warmth of the afternoon', () => {
    // New York (41° N): a July afternoon is far warmer than a January one.
    expect(climateAt(41, -74, at('2026-07-15T19:00')).temperature - climateAt(41, -74, at('2026-01-15T19:00')).temperature).toBeGreaterThan(12);
    // Sydney (34° S): the other way round.
    expect(climateAt(-34, 151, at('2026-01-15T04:00')).temperature).toBeGreaterThan(climateAt(-34, 151, at('2026-07-15T04:00')).temperature + 8);
    // Singapore (1° N): warm all year.
    for (const month of ['01', '04', '07', '10']) expect(climateAt(1.3, 103.8, at(`2026-${month}-15T07:00`)).temperature).toBeGreaterThan(20);
    // 15:00 local solar time in New York (20:00 UTC) is warmer than 05:00 (10:00 UTC) the same day.
    expect(climateAt(41, -74, at('2026-05-10T20:00')).temperature).toBeGreaterThan(climateAt(41, -74, at('2026-05-10T10:00')).temperature);
  });

  it('blows from the west in the mid-latitudes and from the east in the trade winds, gusts above the mean', () => {
    const westerly = climateAt(51.5, 0, at('2026-03-01T12:00'));
    expect(westerly.windDirection).toBeGreaterThan(190);
    expect(westerly.windDirection).toBeLessThan(330);
    const trade = climateAt(15, -60, at('2026-03-01T12:00'));
    expect(trade.windDirection).toBeLessThan(130);
    expect(westerly.windGust).toBeGreaterThan(westerly.windSpeed);
  });

  it('is the same for the same place and hour, and stays within physical bounds', () => {
    const a = climateAt(35.7, 139.5, at('2026-09-09T03:00'));
    expect(climateAt(35.7, 139.5, at('2026-09-09T03:00'))).toEqual(a);
    for (let h = 0; h < 24 * 30; h += 7) {
      const v = climateAt(48.9, 2.05, at('2026-02-01T00:00').plus({ hours: h }));
      expect(v.humidity).toBeGreaterThanOrEqual(15);
      expect(v.humidity).toBeLessThanOrEqual(100);
      expect(v.precipitationProbability).toBeGreaterThanOrEqual(0);
      expect(v.precipitationProbability).toBeLessThanOrEqual(100);
      expect([0, 1, 2, 3]).toContain(v.precipitationType);
      if (v.precipitationProbability < 30) expect(v.precipitationType).toBe(0);
    }
  });
});

// A local stand-in for Tomorrow.io's Timelines API, answering as its documentation describes.
let server: Server;
let baseUrl: string;
let mode: 'ok' | 'busy' | 'refused' | 'slow' = 'ok';
const received: { url: string; body: any }[] = [];

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req));
    received.push({ url: req.url!, body });
    const url = new URL(req.url!, 'http://fake');
    const send = (status: number, payload: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (req.method !== 'POST' || url.pathname !== '/v4/timelines') return send(404, { code: 404001, type: 'Not Found', message: 'Unknown path.' });
    if (mode === 'refused' || url.searchParams.get('apikey') !== 'test-key')
      return send(401, { code: 401001, type: 'Invalid Auth', message: 'The method requires authentication but it was not presented or is invalid.' });
    if (mode === 'busy')
      return send(429, {
        code: 429001,
        type: 'Too Many Calls',
        message: 'The request limit for this resource has been reached for the current rate limit window.',
      });
    if (mode === 'slow') await new Promise((r) => setTimeout(r, 4000));
    // A polygon is answered with the Max of each field over the area.
    const suffix = body.location?.type === 'Polygon' ? 'Max' : '';
    send(200, {
      data: {
        timelines: body.timesteps.map((timestep: string) => ({
          timestep,
          startTime: body.startTime,
          endTime: body.endTime,
          intervals: [{ startTime: body.startTime, values: Object.fromEntries(body.fields.map((f: string, i: number) => [`${f}${suffix}`, 10 + i])) }],
        })),
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v4`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  mode = 'ok';
  received.length = 0;
});

describe('the Tomorrow.io adapter', () => {
  // A provider answer may take a while on a loaded machine (400 ms failed a full run); "too slow" is 4 s here.
  const provider = () => openWeather({ provider: 'tomorrow.io', apiKey: 'test-key', baseUrl, timeoutMs: 2000 }, quiet);
  // The server's clock is passed in, as the routes do: what is "in range" never depends on the day the tests run.
  const NOW = new Date('2026-05-12T12:00:00Z');
  const soon = () => DateTime.fromJSDate(NOW, { zone: 'utc' }).plus({ hours: 1 }).startOf('hour').toISO()!;
  const polygon = {
    type: 'Polygon' as const,
    coordinates: [
      [
        [-73.79, 41.05],
        [-73.77, 41.05],
        [-73.77, 41.06],
        [-73.79, 41.05],
      ],
    ],
  };

  it('sends the documented request and reads the timelines, polygon maxima included', async () => {
    const result = await provider().timelines(
      {
        location: polygon,
        fields: ['temperature', 'windSpeed'],
        timesteps: ['1h'],
        timezone: 'America/New_York',
        startTime: soon(),
      },
      NOW,
    );
    expect(result).toMatchObject({ source: 'tomorrow.io', notice: null, timezone: 'America/New_York' });
    expect(result.timelines[0]!.intervals[0]!.values).toEqual({ temperature: 10, windSpeed: 11 });
    expect(received).toHaveLength(1);
    expect(received[0]!.url).toMatch(/^\/v4\/timelines\?apikey=test-key$/);
    expect(received[0]!.body).toMatchObject({
      location: polygon,
      fields: ['temperature', 'windSpeed'],
      timesteps: ['1h'],
      units: 'metric',
      timezone: 'America/New_York',
    });
    expect(DateTime.fromISO(received[0]!.body.endTime).diff(DateTime.fromISO(received[0]!.body.startTime), 'hours').hours).toBe(24);
  });

  it('keeps an answer ten minutes rather than asking again', async () => {
    const weather = provider();
    const body = { location: '41.05,-73.78', fields: ['temperature' as const], timesteps: ['1h' as const], startTime: soon() };
    await weather.timelines(body, NOW);
    await weather.timelines(body, NOW);
    expect(received).toHaveLength(1);
  });

  it('answers with the local model, saying why, when the provider is busy, refuses the key or is too slow', async () => {
    for (const [state, words] of [
      ['busy', 'is busy'],
      ['refused', 'is unavailable'],
      ['slow', 'is unavailable'],
    ] as const) {
      mode = state;
      const result = await provider().timelines({ location: '41.05,-73.78', fields: ['temperature'], timesteps: ['1h'], startTime: soon() }, NOW);
      expect(result.source).toBe('local-model');
      expect(result.notice).toContain(words);
      expect(result.timelines[0]!.intervals.length).toBe(25);
    }
  });

  it('does not ask the provider beyond its forecast range', async () => {
    const result = await provider().timelines(
      {
        location: '41.05,-73.78',
        fields: ['temperature'],
        timesteps: ['1d'],
        startTime: DateTime.fromJSDate(NOW, { zone: 'utc' }).plus({ days: 40 }).toISO()!,
      },
      NOW,
    );
    expect(result).toMatchObject({ source: 'local-model' });
    expect(result.notice).toContain('forecast range');
    expect(received).toHaveLength(0);
  });

  it('refuses a bad request before calling anyone', async () => {
    await expect(
      provider().timelines({ location: '41.05,-73.78', fields: ['temperature'], timesteps: ['1h'], timezone: 'Nowhere/Else' }, NOW),
    ).rejects.toBeInstanceOf(ServiceError);
    expect(received).toHaveLength(0);
  });
});

describe('weather configuration', () => {
  const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/golf-weather-config-test' };

  it('defaults to the local model and selects Tomorrow.io with a key', () => {
    expect(loadConfig(base).weather).toEqual({ provider: 'local' });
    expect(loadConfig({ ...base, WEATHER_PROVIDER: 'tomorrow.io', WEATHER_API_KEY: 'k' }).weather).toEqual({
      provider: 'tomorrow.io',
      apiKey: 'k',
      baseUrl: 'https://api.tomorrow.io/v4',
      timeoutMs: 5000,
    });
  });

  it('lists what is wrong', () => {
    expect(() => loadConfig({ ...base, WEATHER_PROVIDER: 'tomorrow.io' })).toThrow(/WEATHER_API_KEY is required/);
    expect(() => loadConfig({ ...base, WEATHER_PROVIDER: 'darksky' })).toThrow(/WEATHER_PROVIDER must be local or tomorrow.io/);
    expect(() => loadConfig({ ...base, WEATHER_PROVIDER: 'tomorrow.io', WEATHER_API_KEY: 'k', WEATHER_API_URL: 'ftp://x', WEATHER_TIMEOUT_MS: '5' })).toThrow(
      /WEATHER_API_URL[\s\S]*WEATHER_TIMEOUT_MS/,
    );
  });
});
