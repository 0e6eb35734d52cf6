import { describe, expect, it } from 'vitest';
import { commerceApi } from '../api/commerce-api';
import { languageChanged } from '../i18n/language-slice';
import { makeTestStore } from '../testing/test-store';

/** A kept shop answer, as a read of the customer's cart leaves one. */
async function keepAnAnswer(store: ReturnType<typeof makeTestStore>) {
  const injected = commerceApi.injectEndpoints({
    endpoints: (build) => ({ sample: build.query<string, void>({ queryFn: () => ({ data: 'Clubs' }) }) }),
    overrideExisting: true,
  });
  await store.dispatch(injected.endpoints.sample.initiate(undefined, { subscribe: false }));
  return () => Object.keys(store.getState()[commerceApi.reducerPath].queries);
}

describe('a language change', () => {
  it('drops the shop’s kept answers, which are worded in the language they were asked in', async () => {
    const store = makeTestStore({}, 'en');
    const kept = await keepAnAnswer(store);
    expect(kept()).toHaveLength(1);
    store.dispatch(languageChanged('en'));
    expect(kept()).toHaveLength(1);
    store.dispatch(languageChanged('ja'));
    expect(kept()).toEqual([]);
  });
});
