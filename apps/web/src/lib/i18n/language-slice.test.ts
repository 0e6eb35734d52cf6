import { describe, expect, it } from 'vitest';
import type { PublicConfiguration } from '@golf/contracts';
import { configApi } from '../config/config-api';
import { languageChanged, languageReducer, type LanguageState } from './language-slice';
import { siteLanguage } from './site-language';

const site = (name: string, defaultLocale: string): PublicConfiguration => ({
  site: name,
  region: [name],
  isJapan: name === 'JP',
  locales: ['en', 'fr', 'ja', 'zh'],
  defaultLocale,
  commerceUrl: 'http://localhost',
  mainStoreCode: 'main',
  launchMonitorStoreCode: null,
  version: '1',
});

/** The action RTK Query dispatches when the site configuration arrives. */
const configArrived = (config: PublicConfiguration) => ({
  type: `${configApi.reducerPath}/executeQuery/fulfilled`,
  payload: config,
  meta: { arg: { endpointName: 'getPublicConfiguration', type: 'query' }, requestId: 'r', requestStatus: 'fulfilled' },
});

describe('the language a site opens in', () => {
  it('is the regional site’s language when the user has not chosen one', () => {
    const fresh: LanguageState = { current: 'en', chosen: false };
    expect(languageReducer(fresh, configArrived(site('JP', 'ja')) as never)).toEqual({ current: 'ja', chosen: false });
    expect(languageReducer(fresh, configArrived(site('HK', 'zh')) as never).current).toBe('zh');
  });

  it('stays the browser’s on the global site', () => {
    expect(languageReducer({ current: 'fr', chosen: false }, configArrived(site('GLOBAL', 'en')) as never).current).toBe('fr');
    expect(siteLanguage(site('GLOBAL', 'en'))).toBeNull();
    expect(siteLanguage(site('JP', 'xx'))).toBeNull();
    expect(siteLanguage(null)).toBeNull();
  });

  it('is the user’s choice once one was made, on every site', () => {
    const chose = languageReducer({ current: 'ja', chosen: false }, languageChanged('en'));
    expect(chose).toEqual({ current: 'en', chosen: true });
    expect(languageReducer(chose, configArrived(site('JP', 'ja')) as never).current).toBe('en');
  });
});
