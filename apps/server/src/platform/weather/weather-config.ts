/** Which weather answers POST /api/weather: the built-in model, or Tomorrow.io with a key. */
export type WeatherConfig = { provider: 'local' } | { provider: 'tomorrow.io'; apiKey: string; baseUrl: string; timeoutMs: number };

type Env = Record<string, string | undefined>;

/** WEATHER_PROVIDER (local | tomorrow.io), WEATHER_API_KEY, WEATHER_API_URL, WEATHER_TIMEOUT_MS. */
export function parseWeatherConfig(env: Env, problems: string[]): WeatherConfig {
  const provider = (env.WEATHER_PROVIDER || 'local').toLowerCase();
  if (provider === 'local') return { provider: 'local' };
  if (provider !== 'tomorrow.io' && provider !== 'tomorrow') {
    problems.push(`WEATHER_PROVIDER must be local or tomorrow.io, got "${env.WEATHER_PROVIDER}".`);
    return { provider: 'local' };
  }
  const apiKey = env.WEATHER_API_KEY ?? '';
  if (!apiKey) problems.push('WEATHER_API_KEY is required with WEATHER_PROVIDER=tomorrow.io (the key from app.tomorrow.io/development/keys).');
  const baseUrl = env.WEATHER_API_URL || 'https://api.tomorrow.io/v4';
  try {
    const url = new URL(baseUrl);
    if (!['http:', 'https:'].includes(url.protocol)) throw new Error();
  } catch {
    problems.push(`WEATHER_API_URL must be an http(s) URL such as https://api.tomorrow.io/v4, got "${baseUrl}".`);
  }
  const timeoutMs = env.WEATHER_TIMEOUT_MS ? Number(env.WEATHER_TIMEOUT_MS) : 5000;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 60_000)
    problems.push('WEATHER_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000.');
  return { provider: 'tomorrow.io', apiKey, baseUrl, timeoutMs };
}
