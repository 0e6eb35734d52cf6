import { afterEach, describe, expect, it, vi } from 'vitest';

// The zone is read once per page: each test loads the module afresh.
const load = async () => {
  vi.resetModules();
  return (await import('./browser-time-zone')).browserTimeZone;
};

afterEach(() => vi.unstubAllGlobals());

describe('the browser time zone', () => {
  it('is Temporal’s where the browser has it, without making an Intl formatter', async () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Asia/Tokyo' } });
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const browserTimeZone = await load();
    expect(browserTimeZone()).toBe('Asia/Tokyo');
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });

  it('is Intl’s without Temporal', async () => {
    vi.stubGlobal('Temporal', undefined);
    const browserTimeZone = await load();
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  });

  it('is read once: the page keeps the zone it opened in', async () => {
    let zone = 'Europe/Paris';
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => zone } });
    const browserTimeZone = await load();
    expect(browserTimeZone()).toBe('Europe/Paris');
    zone = 'America/New_York';
    expect(browserTimeZone()).toBe('Europe/Paris');
  });
});
