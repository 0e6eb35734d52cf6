import { describe, expect, it } from 'vitest';
import { transferUrlOf, wrongRegionOf } from './region-redirect';

describe('wrong-region redirect', () => {
  const data = { region: 'JP', siteUrl: 'http://jp.localhost:8321', transfer: 'a+b/c==' };

  it('reads the 90015 answer and ignores other errors', () => {
    expect(wrongRegionOf({ status: 200, code: 90015, message: 'other site', data })).toEqual(data);
    expect(wrongRegionOf({ status: 401, code: 401, message: 'no' })).toBeNull();
  });

  it('sends the browser to the region site transfer page with the sealed pair in the query', () => {
    const url = new URL(transferUrlOf(data, true)!);
    expect(url.origin).toBe('http://jp.localhost:8321');
    expect(url.pathname).toBe('/sign-in/transfer');
    expect(url.searchParams.get('t')).toBe('a+b/c==');
    expect(url.searchParams.get('remember')).toBe('1');
    expect(new URL(transferUrlOf(data, false)!).searchParams.has('remember')).toBe(false);
  });

  it('refuses a site address that is not http(s)', () => {
    expect(transferUrlOf({ ...data, siteUrl: 'javascript:alert(1)' }, false)).toBeNull();
  });
});
