import { useEffect, useRef } from 'react';

/**
 * Runs an effect once per mounted page, even under React's StrictMode double effects. Sign-in
 * tickets and region transfers are single-use: a second call would be refused (or, for a
 * replayed refresh token, end the session it just opened).
 */
export function useOnce(effect: () => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    effect();
  });
}
