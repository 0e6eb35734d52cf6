import type { DateTime } from 'luxon';
import type { WeatherField, WeatherResult, WeatherTimestep } from '@golf/contracts';
import { intervalStarts, stamp, type WeatherQuery } from './weather-request.ts';

// The built-in weather: a climatological model, not a forecast. Temperature follows the season
// for the latitude (warmest late July in the north, late January in the south) and the day
// (warmest mid-afternoon, local solar time); humidity runs opposite to the day's warmth; winds
// follow the planet's belts (trade winds, westerlies, polar easterlies). Day-to-day variation is
// smooth deterministic noise, so the same place and hour always give the same values. Answers say
// source "local-model" and the web app labels them as estimates.

export type WeatherValues = Record<WeatherField, number>;

/** A repeatable number in [0, 1) for a place and a knot of time (mulberry32 over a key). */
function hash01(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const p of parts) h = Math.imul(h ^ (p | 0), 0x85ebca6b) ^ (h >>> 13);
  let t = (h + 0x6d2b79f5) | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** Noise that changes smoothly every six hours. */
function smoothNoise(lat: number, lon: number, hours: number, channel: number): number {
  const cellLat = Math.round(lat * 4);
  const cellLon = Math.round(lon * 4);
  const k = Math.floor(hours / 6);
  const f = hours / 6 - k;
  const s = f * f * (3 - 2 * f);
  return hash01(cellLat, cellLon, k, channel) * (1 - s) + hash01(cellLat, cellLon, k + 1, channel) * s;
}

const DAY_MS = 86_400_000;

/** The model's values at one instant, in metric units (°C, %, m/s, degrees). */
export function climateAt(lat: number, lon: number, t: DateTime): WeatherValues {
  const ms = t.toMillis();
  const hours = ms / 3_600_000;
  const dayOfYear = (ms % (365.25 * DAY_MS)) / DAY_MS;
  const solarHour = (((ms / 3_600_000 + lon / 15) % 24) + 24) % 24;
  const warmestDay = lat >= 0 ? 200 : 17;
  const seasonal = Math.cos((2 * Math.PI * (dayOfYear - warmestDay)) / 365.25);
  const daily = Math.cos((2 * Math.PI * (solarHour - 15)) / 24);

  const annualMean = 27.5 - 0.0075 * lat * lat;
  const seasonalSwing = 0.28 * Math.abs(lat);
  const temperature = annualMean + seasonalSwing * seasonal + 5 * daily + (smoothNoise(lat, lon, hours, 1) - 0.5) * 5;

  const humidityBase = Math.abs(lat) < 23 ? 78 : 66;
  const humidity = Math.max(15, Math.min(100, humidityBase - 18 * daily + (smoothNoise(lat, lon, hours, 2) - 0.5) * 24));

  const gustiness = smoothNoise(lat, lon, hours, 3);
  const windSpeed = Math.max(0, 2 + 4.5 * gustiness + 1.2 * Math.max(0, daily));
  const windGust = windSpeed * (1.35 + 0.35 * smoothNoise(lat, lon, hours, 4));
  const belt = Math.abs(lat) < 30 ? (lat >= 0 ? 60 : 120) : Math.abs(lat) < 60 ? 260 : 90;
  const windDirection = (((belt + (smoothNoise(lat, lon, hours, 5) - 0.5) * 120) % 360) + 360) % 360;

  const wetSeason = Math.abs(lat) < 23 ? 0.5 + 0.5 * seasonal : 0.5 - 0.2 * seasonal;
  const precipitationProbability = Math.max(0, Math.min(100, 100 * (0.45 * smoothNoise(lat, lon, hours, 6) + 0.35 * wetSeason) - 10));
  const precipitationType = precipitationProbability < 30 ? 0 : temperature <= 0 ? 2 : temperature <= 2 ? 3 : 1;

  return { temperature, humidity, windSpeed, windGust, windDirection, precipitationProbability, precipitationType };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Converts metric values to what was asked for and keeps the asked fields (°F and mph for imperial). */
export function present(values: WeatherValues, fields: WeatherField[], units: 'metric' | 'imperial'): Record<string, number> {
  const out: Record<string, number> = {};
  for (const field of fields) {
    let v = values[field];
    if (units === 'imperial' && field === 'temperature') v = (v * 9) / 5 + 32;
    if (units === 'imperial' && (field === 'windSpeed' || field === 'windGust')) v = v * 2.236936;
    out[field] =
      field === 'precipitationType' || field === 'windDirection' || field === 'precipitationProbability' || field === 'humidity' ? Math.round(v) : round1(v);
  }
  return out;
}

/** A day's values: the mean of its hours, the highest gust and chance of rain, the likeliest kind of precipitation. */
function dayAt(lat: number, lon: number, start: DateTime): WeatherValues {
  const hours = Array.from({ length: 24 }, (_, h) => climateAt(lat, lon, start.plus({ hours: h })));
  const mean = (f: WeatherField) => hours.reduce((s, v) => s + v[f], 0) / hours.length;
  const wettest = hours.reduce((a, b) => (b.precipitationProbability > a.precipitationProbability ? b : a));
  return {
    temperature: mean('temperature'),
    humidity: mean('humidity'),
    windSpeed: mean('windSpeed'),
    windDirection: hours[12]!.windDirection,
    windGust: Math.max(...hours.map((v) => v.windGust)),
    precipitationProbability: wettest.precipitationProbability,
    precipitationType: wettest.precipitationType,
  };
}

/** Timelines from the model for a checked query, in the provider's shape. */
export function localTimelines(q: WeatherQuery, notice: string | null = null): WeatherResult {
  const timelines = q.timesteps.map((timestep: WeatherTimestep) => {
    const starts = intervalStarts(q, timestep);
    return {
      timestep,
      startTime: stamp(starts[0] ?? q.start, q.timezone),
      endTime: stamp(starts[starts.length - 1] ?? q.end, q.timezone),
      intervals: starts.map((t) => ({
        startTime: stamp(t, q.timezone),
        values: present(timestep === '1d' ? dayAt(q.lat, q.lon, t) : climateAt(q.lat, q.lon, t), q.fields, q.units),
      })),
    };
  });
  return { source: 'local-model', notice, units: q.units, timezone: q.timezone, location: { lat: q.lat, lon: q.lon }, timelines };
}
