import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Persistor } from 'redux-persist';

/**
 * redux-persist's PersistGate, but lifting as a transition: the app's whole first screen renders
 * once the stored state is back, and as a transition React renders it in slices instead of one
 * long task that keeps a phone from answering input (Lighthouse's total blocking time).
 * `onBeforeLift` runs once, before the children first render.
 */
export function PersistedStateGate({
  persistor,
  loading,
  onBeforeLift,
  children,
}: {
  persistor: Persistor;
  loading: ReactNode;
  onBeforeLift: () => void;
  children: ReactNode;
}) {
  const [lifted, setLifted] = useState(false);
  // A ref, not a local: StrictMode runs the effect twice, and onBeforeLift must run once.
  const liftStarted = useRef(false);
  useEffect(() => {
    const liftOnceRestored = () => {
      if (liftStarted.current || !persistor.getState().bootstrapped) return;
      liftStarted.current = true;
      onBeforeLift();
      startTransition(() => setLifted(true));
    };
    const unsubscribe = persistor.subscribe(liftOnceRestored);
    liftOnceRestored();
    return unsubscribe;
  }, [persistor, onBeforeLift]);
  return lifted ? children : loading;
}
