import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { followRefreshesInOtherTabs } from '@/lib/session/refresh-across-tabs';
import { followSignOutInOtherTabs } from '@/lib/session/session-lifecycle';
import type { AppStore } from './store';

/** App-wide background work: sign-outs and refreshes made in other tabs (I18nRoot fetches the site configuration). */
export function SessionEffects() {
  const store = useStore() as AppStore;
  useEffect(() => followSignOutInOtherTabs(store), [store]);
  useEffect(() => followRefreshesInOtherTabs(store), [store]);
  return null;
}
