import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DEFAULT_SITE_HOSTS, isSite, type Site } from './platform/regions.ts';
import { parseWeatherConfig, type WeatherConfig } from './platform/weather/weather-config.ts';
import type { PoolLimits } from './platform/db/index.ts';
import { SERVER_DIR } from './server-dir.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PUBLIC_URL: the address links in e-mails and texts are built from (required in production). */
  publicUrl: string | undefined;
  /** TRUST_PROXY: believe X-Forwarded-For/-Proto/-Host from a proxy in front. */
  trustProxy: boolean;
  production: boolean;
  logLevel: string;
  siteHosts: Record<string, Site>;
  secrets: Secrets;
  /** Access token lifetime; short values help tests of the refresh flow. */
  accessTokenSeconds: number;
  /** Serve the built web app from this folder when it exists. */
  webDist: string;
  /** Where files (club photos, videos, attachments) are kept. */
  storage: StorageConfig;
  /** smtp:// or smtps:// URL of the mail server; without it e-mails stay in the local outbox. */
  smtpUrl: string | undefined;
  /** The From of every e-mail, e.g. "Golf Academy <no-reply@golf.example.com>". */
  mailFrom: string;
  /** HubSpot private app token for visitor identification; without it a locally signed token. */
  hubspotAccessToken: string | undefined;
  hubspotApiUrl: string;
  /** POST /api/weather: the built-in model, or Tomorrow.io (WEATHER_PROVIDER, WEATHER_API_KEY). */
  weather: WeatherConfig;
  /** CLOCK_START: the server's clock reads this instant at start and runs on from it (journeys only). */
  clockStart: Date | undefined;
  /** JOB_POLL_MS: how often this process runs due background jobs; 0 leaves them to runDueJobs (tests). */
  jobPollMs: number;
  /** PostgreSQL connections per process, how long a request may wait for one, and how many may wait. */
  pool: PoolLimits;
  /** Load shedding (@fastify/under-pressure): 503 with Retry-After past these; 0 turns a check off. */
  pressure: { maxEventLoopDelayMs: number; maxEventLoopUtilization: number; retryAfterSeconds: number };
  /** METRICS_TOKEN: when set, /metrics asks for it as a bearer token. */
  metricsToken: string | undefined;
}

/**
 * Local files under DATA_DIR/objects with URLs signed by this server (the default), or any
 * S3-compatible store, selected by S3_BUCKET (with S3_ENDPOINT for stores other than AWS).
 */
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      forcePathStyle: boolean;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
    };

export interface Secrets {
  /** Signs access tokens (HS256). */
  jwtKey: string;
  /** Encrypts the token pair handed to another region's site (AES-256-GCM, 32 bytes hex). */
  transferKey: string;
  /** Bearer key of trusted back-office callers of the commerce token REST call. */
  integrationToken: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The server cannot start; fix its environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

type Env = Record<string, string | undefined>;

/**
 * Reads the environment once. Every problem is collected so that one start tells all of them.
 * Secrets not given in the environment are generated into DATA_DIR/secrets.json on first run.
 */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];

  const port = env.PORT === undefined || env.PORT === '' ? 8080 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`PORT must be a whole number from 0 to 65535, got "${env.PORT}".`);

  const dataDir = path.resolve(env.DATA_DIR || './data');

  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) problems.push('DATABASE_URL must start with postgres:// or postgresql://.');

  const publicUrl = env.PUBLIC_URL || undefined;
  if (publicUrl) {
    let url: URL | undefined;
    try {
      url = new URL(publicUrl);
    } catch {
      url = undefined;
    }
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.search || url.hash)
      problems.push(`PUBLIC_URL must be an absolute http(s) URL such as https://golf.example.com, got "${publicUrl}".`);
  }

  const siteHosts = { ...DEFAULT_SITE_HOSTS };
  if (env.SITE_HOSTS) {
    for (const pair of env.SITE_HOSTS.split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const [host, site] = pair.split('=').map((s) => s?.trim());
      if (!host || !site || !isSite(site.toUpperCase())) {
        problems.push(`SITE_HOSTS entry "${pair}" must read host=SITE with SITE one of GLOBAL, CN, QB, SG, HK, JP, AE, ZA.`);
        continue;
      }
      siteHosts[host.toLowerCase()] = site.toUpperCase() as Site;
    }
  }

  const accessTokenSeconds = env.ACCESS_TOKEN_TTL_SECONDS ? Number(env.ACCESS_TOKEN_TTL_SECONDS) : 900;
  if (!Number.isInteger(accessTokenSeconds) || accessTokenSeconds < 2 || accessTokenSeconds > 86400)
    problems.push('ACCESS_TOKEN_TTL_SECONDS must be a whole number of seconds from 2 to 86400.');

  const nodeEnv = env.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  // Links in e-mails and texts are built from configured addresses only, never from a request's Host.
  if (production && !publicUrl)
    problems.push(
      "PUBLIC_URL is required when NODE_ENV=production: set it to the address players open, such as https://golf.example.com (and SITE_HOSTS for the regional sites' hosts), so that links in e-mails and texts point there.",
    );
  const trustProxy = env.TRUST_PROXY === 'true';
  if (env.TRUST_PROXY && !['true', 'false'].includes(env.TRUST_PROXY)) problems.push(`TRUST_PROXY must be true or false, got "${env.TRUST_PROXY}".`);
  const logLevel = env.LOG_LEVEL || (env.VITEST ? 'silent' : 'info');

  for (const [name, value] of [
    ['JWT_SECRET', env.JWT_SECRET],
    ['TRANSFER_KEY', env.TRANSFER_KEY],
  ] as const) {
    if (value !== undefined && value.length < 32) problems.push(`${name} must be at least 32 characters long.`);
  }
  if (env.TRANSFER_KEY && !/^[0-9a-f]{64}$/i.test(env.TRANSFER_KEY)) problems.push('TRANSFER_KEY must be 64 hexadecimal characters (32 bytes).');

  const storage = parseStorage(env, dataDir, problems);

  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(smtpUrl);
    } catch {
      parsed = undefined;
    }
    if (!parsed || (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') || !parsed.hostname) {
      problems.push('SMTP_URL must read smtp://user:password@host:587 or smtps://user:password@host:465.');
    }
  }
  const mailFrom = env.MAIL_FROM || 'Golf Academy <no-reply@golf-academy.localhost>';
  if (!/^[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+>$/.test(mailFrom.trim())) {
    problems.push(`MAIL_FROM must be an e-mail address, optionally with a name: "Golf Academy <no-reply@example.com>", got "${mailFrom}".`);
  }

  const hubspotAccessToken = env.HUBSPOT_ACCESS_TOKEN || undefined;
  const hubspotApiUrl = (env.HUBSPOT_API_URL || 'https://api.hubapi.com').replace(/\/$/, '');
  if (!/^https?:\/\/[^\s/]+/.test(hubspotApiUrl)) problems.push(`HUBSPOT_API_URL must be an http(s) URL, got "${hubspotApiUrl}".`);

  const weather = parseWeatherConfig(env, problems);
  let clockStart: Date | undefined;
  if (env.CLOCK_START) {
    clockStart = new Date(env.CLOCK_START);
    if (Number.isNaN(clockStart.getTime())) problems.push(`CLOCK_START must be an ISO date and time such as 2026-03-10T09:00:00Z, got "${env.CLOCK_START}".`);
    if (production) problems.push('CLOCK_START is for test servers only; unset it when NODE_ENV=production.');
  }

  const jobPollMs = wholeNumber(env, 'JOB_POLL_MS', 1000, 0, 3_600_000, problems);
  const poolSize = wholeNumber(env, 'DB_POOL_SIZE', 20, 1, 1000, problems);
  const pool: PoolLimits = {
    size: poolSize,
    waitMs: wholeNumber(env, 'DB_POOL_WAIT_MS', 3000, 100, 600_000, problems),
    maxWaiting: wholeNumber(env, 'DB_POOL_MAX_WAITING', poolSize * 5, 0, 100_000, problems),
  };
  const pressure = {
    maxEventLoopDelayMs: wholeNumber(env, 'PRESSURE_MAX_EVENT_LOOP_DELAY_MS', 2000, 0, 600_000, problems),
    maxEventLoopUtilization: env.PRESSURE_MAX_EVENT_LOOP_UTILIZATION ? Number(env.PRESSURE_MAX_EVENT_LOOP_UTILIZATION) : 0,
    retryAfterSeconds: wholeNumber(env, 'PRESSURE_RETRY_AFTER_SECONDS', 10, 1, 3600, problems),
  };
  if (!(pressure.maxEventLoopUtilization >= 0 && pressure.maxEventLoopUtilization <= 1))
    problems.push(`PRESSURE_MAX_EVENT_LOOP_UTILIZATION must be a fraction from 0 (off) to 1, got "${env.PRESSURE_MAX_EVENT_LOOP_UTILIZATION}".`);
  const metricsToken = env.METRICS_TOKEN || undefined;
  if (metricsToken !== undefined && metricsToken.length < 16) problems.push('METRICS_TOKEN must be at least 16 characters long.');

  if (problems.length) throw new ConfigError(problems);

  const secrets = resolveSecrets(env, dataDir);
  const webDist = path.join(SERVER_DIR, '../web/dist');
  return {
    port,
    host: env.HOST || '127.0.0.1',
    accessTokenSeconds,
    dataDir,
    databaseUrl,
    publicUrl,
    trustProxy,
    production,
    logLevel,
    siteHosts,
    secrets,
    webDist,
    storage,
    smtpUrl,
    mailFrom,
    hubspotAccessToken,
    hubspotApiUrl,
    weather,
    clockStart,
    jobPollMs,
    pool,
    pressure,
    metricsToken,
  };
}

/** A whole-number variable within bounds, or its default when unset. */
function wholeNumber(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}".`);
    return fallback;
  }
  return value;
}

const S3_VARS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_REGION', 'S3_FORCE_PATH_STYLE'] as const;

function parseStorage(env: Env, dataDir: string, problems: string[]): StorageConfig {
  const given = S3_VARS.filter((name) => env[name]);
  if (given.length === 0) return { kind: 'local', dir: path.join(dataDir, 'objects') };
  const bucket = env.S3_BUCKET ?? '';
  // S3's bucket naming rules: 3 to 63 lower-case letters, digits, dots and hyphens.
  if (!bucket)
    problems.push(`S3_BUCKET is required when ${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set (or unset them all to keep files under DATA_DIR).`);
  else if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) || bucket.includes('..'))
    problems.push(`S3_BUCKET "${bucket}" is not a valid bucket name: 3 to 63 lower-case letters, digits, dots and hyphens.`);
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint) {
    let url: URL | undefined;
    try {
      url = new URL(endpoint);
    } catch {
      /* reported below */
    }
    if (!url || !['http:', 'https:'].includes(url.protocol))
      problems.push(`S3_ENDPOINT must be an http:// or https:// URL such as https://s3.example.com, got "${endpoint}".`);
  }
  const region = env.S3_REGION || 'us-east-1';
  if (!/^[a-z0-9]([a-z0-9-]{0,30}[a-z0-9])?$/.test(region)) problems.push(`S3_REGION must be a region name such as us-east-1 or auto, got "${region}".`);
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  // Both or neither: without them the AWS SDK's own chain (instance role, AWS_* variables) applies.
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS default credentials.');
  const pathStyle = env.S3_FORCE_PATH_STYLE;
  if (pathStyle && !['true', 'false'].includes(pathStyle)) problems.push(`S3_FORCE_PATH_STYLE must be true or false, got "${pathStyle}".`);
  // Self-hosted stores (MinIO, Ceph, s3rver) want path-style addresses; AWS itself virtual-hosted.
  const forcePathStyle = pathStyle ? pathStyle === 'true' : Boolean(endpoint);
  return { kind: 's3', bucket, region, endpoint, forcePathStyle, accessKeyId, secretAccessKey };
}

const SECRET_ENV: Record<keyof Secrets, string> = {
  jwtKey: 'JWT_SECRET',
  transferKey: 'TRANSFER_KEY',
  integrationToken: 'COMMERCE_INTEGRATION_TOKEN',
};

/** Environment first; otherwise a secret generated once and kept in DATA_DIR (never in the repository). */
function resolveSecrets(env: Env, dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  const stored: Partial<Secrets> = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>) : {};
  const secrets = {} as Secrets;
  let generated = false;
  for (const key of Object.keys(SECRET_ENV) as (keyof Secrets)[]) {
    const fromEnv = env[SECRET_ENV[key]];
    if (fromEnv) secrets[key] = fromEnv;
    else if (stored[key]) secrets[key] = stored[key];
    else {
      secrets[key] = randomBytes(32).toString('hex');
      stored[key] = secrets[key];
      generated = true;
    }
  }
  if (generated) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return secrets;
}
