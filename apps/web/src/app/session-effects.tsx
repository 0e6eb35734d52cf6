import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { useGetPublicConfigurationQuery } from '../lib/config/config-api';
import { followRefreshesInOtherTabs } from '../lib/session/refresh-across-tabs';
import { followSignOutInOtherTabs } from '../lib/session/session-lifecycle';
import type { AppStore } from './store';

/** App-wide background work: the site configuration, and sign-outs made in other tabs. */
export function SessionEffects() {
  const store = useStore() as AppStore;
  useGetPublicConfigurationQuery();
  useEffect(() => followSignOutInOtherTabs(store), [store]);
  useEffect(() => followRefreshesInOtherTabs(store), [store]);
  return null;
}
