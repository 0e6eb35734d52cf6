import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { open, safeEqual, seal } from './crypto.ts';
import { allRegionIds, findCountry } from './geo/countries.ts';
import { localeOf } from './i18n.ts';
import { lockDataDir } from './lock.ts';
import { DEFAULT_SITE_HOSTS, siteOfHost, siteOfRegion, storesOfRegion } from './regions.ts';

describe('regions', () => {
  it('maps page hosts to sites, .jp hosts to Japan, anything else to the shared site', () => {
    expect(siteOfHost('jp.localhost:8080', DEFAULT_SITE_HOSTS)).toBe('JP');
    expect(siteOfHost('www.golf.example.jp', DEFAULT_SITE_HOSTS)).toBe('JP');
    expect(siteOfHost('sg.localhost', DEFAULT_SITE_HOSTS)).toBe('SG');
    expect(siteOfHost('golf.example.com', DEFAULT_SITE_HOSTS)).toBe('GLOBAL');
    expect(siteOfRegion('GB')).toBe('GLOBAL');
    expect(storesOfRegion('CA')).toEqual({ main: 'CA', launchMonitor: 'STSVCA' });
  });
});

describe('crypto', () => {
  const key = 'b'.repeat(64);
  it('opens what it sealed and nothing tampered or sealed with another key', () => {
    const sealed = seal('{"a":1}', key);
    expect(open(sealed, key)).toBe('{"a":1}');
    expect(open(sealed, 'c'.repeat(64))).toBeNull();
    const [iv, body, tag] = sealed.split('.');
    const flipped = (body![0] === 'A' ? 'B' : 'A') + body!.slice(1);
    expect(open([iv, flipped, tag].join('.'), key)).toBeNull();
    expect(open('garbage', key)).toBeNull();
  });
  it('compares secrets', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
  });
});

describe('countries', () => {
  it('gives every region a distinct id', () => {
    const ids = allRegionIds();
    expect(new Set(ids).size).toBe(ids.length);
  });
  it('names countries in our four locales', () => {
    expect(findCountry('us', 'zh')?.full_name_locale).toBe('美国');
    expect(findCountry('XX')).toBeUndefined();
  });
});

describe('locale', () => {
  it('takes the first supported two letters of Accept-Language', () => {
    expect(localeOf('de-DE,ja;q=0.8')).toBe('ja');
    expect(localeOf('zh-CN')).toBe('zh');
    expect(localeOf(undefined)).toBe('en');
  });
});

describe('configuration', () => {
  it('lists every problem at once', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'nope', SITE_HOSTS: 'a.example=MARS', DATA_DIR: '/tmp/golf-cfg' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toHaveLength(4);
    }
  });
  it('refuses a production start without PUBLIC_URL and says what to set', () => {
    try {
      loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/golf-cfg' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.join('\n')).toMatch(/PUBLIC_URL.*https:\/\//);
    }
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://golf.example.com', DATA_DIR: '/tmp/golf-cfg' }).publicUrl).toBe(
      'https://golf.example.com',
    );
  });
  it('generates secrets once into the data folder and keeps them', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'golf-cfg-'));
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(a.secrets).toEqual(b.secrets);
    expect(a.secrets.jwtKey).toHaveLength(64);
  });
});

describe('data folder lock', () => {
  it('refuses a second holder with a clear message and frees on release', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'golf-lock-'));
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(/already using the data folder/);
    release();
    lockDataDir(dir)();
  });
});
