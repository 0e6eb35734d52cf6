import type { Store } from '@reduxjs/toolkit';
import type { Session } from '@golf/contracts';
import type { SharedState } from '../store/shared-state';
import { tokensRefreshed } from './session-actions';

/**
 * Tabs of the site share one refresh: a Web Lock lets one tab refresh at a time, and the tab that
 * did tells the others its new tokens over a BroadcastChannel, so a tab that waited finds them
 * already in its store instead of spending the same refresh token again. (Should a message come
 * late, the server answers the spent token's one successor for 30 s, so no tab is signed out.)
 */
const LOCK_NAME = 'golf-session-refresh';
const CHANNEL_NAME = 'golf-session';

interface Refreshed {
  type: 'refreshed';
  /** The refresh token the session replaced: only tabs still holding it take the new one. */
  spent: string;
  session: Session;
}

const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;

/** Runs `work` while holding the site-wide refresh lock (or at once where Web Locks are missing). */
export function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(LOCK_NAME, work) as Promise<T>) : work();
}

/** Tells the other tabs the tokens this one's refresh obtained. */
export function announceRefresh(spent: string, session: Session): void {
  channel?.postMessage({ type: 'refreshed', spent, session } satisfies Refreshed);
}

/** Takes the tokens another tab's refresh obtained, when this tab held the same refresh token. */
export function followRefreshesInOtherTabs(store: Store<SharedState>): () => void {
  if (!channel) return () => undefined;
  const onMessage = (event: MessageEvent<Refreshed>) => {
    const message = event.data;
    if (message?.type !== 'refreshed' || !message.spent) return;
    if (store.getState().user.refreshToken === message.spent) store.dispatch(tokensRefreshed(message.session));
  };
  channel.addEventListener('message', onMessage);
  return () => channel.removeEventListener('message', onMessage);
}
