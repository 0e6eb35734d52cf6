import { DateTime } from 'luxon';
import type { WeatherBody, WeatherField, WeatherLocation, WeatherTimestep } from '@golf/contracts';
import { invalid } from '../errors.ts';
import { isTimeZone } from '../time-zones.ts';

/** A weather request checked and made concrete: a place, a window of time, a zone to write times in. */
export interface WeatherQuery {
  /** As given, for the provider (which takes polygons itself). */
  location: WeatherLocation;
  lat: number;
  lon: number;
  fields: WeatherField[];
  timesteps: WeatherTimestep[];
  timezone: string;
  start: DateTime;
  end: DateTime;
  units: 'metric' | 'imperial';
}

/** Hourly timelines reach 5 days ahead and daily ones 15, as the provider's forecasts do. */
export const MAX_WINDOW_HOURS: Record<WeatherTimestep, number> = { current: 0, '1h': 120, '1d': 15 * 24 };

function centreOf(location: WeatherLocation): { lat: number; lon: number } {
  if (typeof location === 'string') {
    const [lat, lon] = location.split(',').map((s) => Number(s.trim()));
    return { lat: lat!, lon: lon! };
  }
  if (location.type === 'Point') return { lon: location.coordinates[0]!, lat: location.coordinates[1]! };
  // The outer ring's mean point: a course outline is small and nearly convex.
  const ring = location.coordinates[0]!;
  const points = ring.length > 1 && ring[0]![0] === ring[ring.length - 1]![0] && ring[0]![1] === ring[ring.length - 1]![1] ? ring.slice(0, -1) : ring;
  return { lon: points.reduce((s, p) => s + p[0]!, 0) / points.length, lat: points.reduce((s, p) => s + p[1]!, 0) / points.length };
}

function parseTime(value: string | undefined, field: string, fallback: DateTime): DateTime {
  if (value === undefined || value === 'now') return fallback;
  const parsed = DateTime.fromISO(value, { setZone: true });
  if (!parsed.isValid) throw invalid(field, `${field} must be an ISO 8601 time such as 2026-06-01T07:00:00Z, or "now".`);
  return parsed.toUTC();
}

/** Checks a weather request and fills in its defaults; refuses what no forecast could answer (400). */
export function toWeatherQuery(body: WeatherBody, now = DateTime.utc()): WeatherQuery {
  const { lat, lon } = centreOf(body.location);
  if (!(Math.abs(lat) <= 90 && Math.abs(lon) <= 180))
    throw invalid('location', 'location must be on Earth: latitude −90 to 90 and longitude −180 to 180 (GeoJSON gives longitude first).');
  const timezone = body.timezone ?? 'UTC';
  if (!isTimeZone(timezone)) throw invalid('timezone', `timezone must be an IANA zone such as Europe/London, got "${timezone}".`);
  const start = parseTime(body.startTime, 'startTime', now);
  const widest = Math.max(...body.timesteps.map((t) => MAX_WINDOW_HOURS[t]));
  const defaultHours = body.timesteps.includes('1d') ? 5 * 24 : body.timesteps.includes('1h') ? 24 : 0;
  const end = parseTime(body.endTime, 'endTime', start.plus({ hours: defaultHours }));
  if (end < start) throw invalid('endTime', 'endTime must come after startTime.');
  if (end.diff(start, 'hours').hours > Math.max(widest, 1))
    throw invalid('endTime', `That window is too long: at most ${widest / 24} days for these timesteps.`);
  if (Math.abs(start.diff(now, 'days').days) > 366) throw invalid('startTime', 'startTime must be within a year of today.');
  return { location: body.location, lat, lon, fields: body.fields, timesteps: body.timesteps, timezone, start, end, units: body.units ?? 'metric' };
}

/** The interval starts of a timeline: now for "current", each hour, or each day from 06:00 local (the provider's default day). */
export function intervalStarts(q: WeatherQuery, timestep: WeatherTimestep): DateTime[] {
  if (timestep === 'current') return [q.start];
  if (timestep === '1h') {
    const out: DateTime[] = [];
    for (let t = q.start.startOf('hour'); t <= q.end; t = t.plus({ hours: 1 })) out.push(t);
    return out;
  }
  const out: DateTime[] = [];
  let day = q.start.setZone(q.timezone).startOf('day').plus({ hours: 6 });
  if (day > q.start.setZone(q.timezone)) day = day.minus({ days: 1 });
  for (; day <= q.end; day = day.plus({ days: 1 })) out.push(day.toUTC());
  return out;
}

/** A time written as the provider does: ISO 8601 in the requested zone. */
export function stamp(t: DateTime, timezone: string): string {
  return t.setZone(timezone).toISO({ suppressMilliseconds: true })!;
}
