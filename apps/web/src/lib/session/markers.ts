/**
 * Browser-side marks of the session's life.
 *
 * Remember me: the persisted state always holds the tokens (redux-persist writes to
 * localStorage), and `rememberMe` says whether they may outlive the browser. A session cookie
 * (no expiry, so the browser drops it when it closes, and shared by every tab of the site) marks
 * "this browser run signed in". On start, a session that is not to be remembered and finds no
 * mark is dropped: the browser was restarted.
 *
 * Sign-out: localStorage `signOut` gets the time of the last sign-out; other tabs see the
 * `storage` event and sign out too.
 */
const LIVE_COOKIE = 'golf_live_session';
export const SIGN_OUT_KEY = 'signOut';

export function markLiveSession(): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LIVE_COOKIE}=1; path=/; SameSite=Strict${secure}`;
}

export function hasLiveSession(): boolean {
  return document.cookie.split(';').some((part) => part.trim() === `${LIVE_COOKIE}=1`);
}

export function markSignedOut(now = Date.now()): void {
  try {
    localStorage.setItem(SIGN_OUT_KEY, String(now));
  } catch {
    // Storage can be full or disabled (private mode); signing out still works in this tab.
  }
}
