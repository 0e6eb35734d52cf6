/* global self, caches */
/*
 * The portal's service worker. It keeps the app shell so the portal opens offline:
 * - page navigations: network first, the cached shell (index.html) when the network fails;
 * - hashed build assets (/assets/…): cache first, they never change under one name;
 * - translation bundles (public, the same for everyone): network first, cache when offline;
 * - the reads of an open round's scorecard and hole-by-hole play tracking: network first, the last
 *   answer when offline, so a round keeps opening without signal on the course. They are a
 *   player's data: the web app deletes ROUND_CACHE when the player signs out;
 * - every other API call: never touched, never cached (they carry a player's data).
 * Bump VERSION when this file's behaviour changes; old caches are dropped on activation.
 */
const VERSION = 'v2';
const SHELL_CACHE = `golf-shell-${VERSION}`;
const ASSET_CACHE = `golf-assets-${VERSION}`;
const TRANSLATION_CACHE = `golf-translations-${VERSION}`;
/** Named in apps/web/src/lib/session/session-effects-middleware.ts too, which deletes it at sign-out. */
const ROUND_CACHE = 'golf-rounds-v1';
const CACHES = [SHELL_CACHE, ASSET_CACHE, TRANSLATION_CACHE, ROUND_CACHE];
/** The GET answers a round's scorecard and play tracking screens read (path patterns). */
const ROUND_READS = [
  /^\/api\/play-game\/round\/\d+$/,
  /^\/api\/play-golf\/scorecard$/,
  /^\/api\/play-golf\/comments$/,
  /^\/api\/play-golf\/configuration$/,
  /^\/api\/play-tracking\/detail$/,
  /^\/api\/play-game\/hole-data$/,
  /^\/api\/play-game\/satellite-image$/,
  /^\/api\/my-bags$/,
  /^\/api\/bag\/\d+$/,
];
const SHELL = '/index.html';
const MAX_ASSETS = 80;
const API_PREFIXES = ['/api/', '/graphql', '/rest/', '/schedule/', '/v2/schedule/', '/skytrak/', '/STSVEN/'];

const isApi = (path) => API_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));

/** The shell and the assets it names (the first route's scripts and styles). */
async function cacheShell() {
  const response = await fetch(SHELL, { cache: 'reload' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await (await caches.open(SHELL_CACHE)).put(SHELL, response);
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  const assetCache = await caches.open(ASSET_CACHE);
  await Promise.all(assets.map((asset) => assetCache.add(asset).catch(() => undefined)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    cacheShell()
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('golf-') && !CACHES.includes(name)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

async function trimAssets() {
  const cache = await caches.open(ASSET_CACHE);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}

async function navigate(request) {
  try {
    const response = await fetch(request);
    const type = response.headers.get('content-type') || '';
    if (response.ok && type.includes('text/html')) {
      const copy = response.clone();
      caches.open(SHELL_CACHE).then((cache) => cache.put(SHELL, copy));
    }
    return response;
  } catch (error) {
    const shell = await caches.match(SHELL);
    if (shell) return shell;
    throw error;
  }
}

async function asset(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    caches
      .open(ASSET_CACHE)
      .then((cache) => cache.put(request, copy))
      .then(trimAssets);
  }
  return response;
}

async function translation(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      caches.open(TRANSLATION_CACHE).then((cache) => cache.put(request, copy));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(request);
    if (cached) return cached;
    throw error;
  }
}

/** A round's read: the network's answer (kept), or the last kept one when the network fails. */
async function roundRead(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      await caches.open(ROUND_CACHE).then((cache) => cache.put(request, copy));
    }
    return response;
  } catch (error) {
    const cached = await (await caches.open(ROUND_CACHE)).match(request);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname === '/sw.js') return;
  if (url.pathname === '/api/translation') return event.respondWith(translation(request));
  if (ROUND_READS.some((pattern) => pattern.test(url.pathname))) return event.respondWith(roundRead(request));
  if (isApi(url.pathname)) return;
  if (request.mode === 'navigate') return event.respondWith(navigate(request));
  if (url.pathname.startsWith('/assets/')) return event.respondWith(asset(request));
});
