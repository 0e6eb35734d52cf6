import { StrictMode } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { persistReducer, persistStore, type Storage } from 'redux-persist';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PersistedStateGate } from './persisted-state-gate';

/** A storage whose stored state arrives when the test says so. */
function slowStorage() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const storage: Storage = {
    getItem: async () => {
      await released;
      return JSON.stringify({ name: JSON.stringify('Ayumi'), _persist: JSON.stringify({ version: -1, rehydrated: true }) });
    },
    setItem: async () => undefined,
    removeItem: async () => undefined,
  };
  return { storage, release };
}

describe('PersistedStateGate', () => {
  it('shows the loading screen until the stored state is back, then the app, running onBeforeLift once', async () => {
    const { storage, release } = slowStorage();
    const store = configureStore({ reducer: persistReducer({ key: 'root', storage }, (state: { name: string } = { name: '' }) => state) });
    const persistor = persistStore(store);
    const onBeforeLift = vi.fn(() => expect(store.getState().name).toBe('Ayumi'));
    render(
      <StrictMode>
        <PersistedStateGate persistor={persistor} loading={<p>Loading</p>} onBeforeLift={onBeforeLift}>
          <p>Welcome back</p>
        </PersistedStateGate>
      </StrictMode>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(onBeforeLift).not.toHaveBeenCalled();

    release();
    expect(await screen.findByText('Welcome back')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(onBeforeLift).toHaveBeenCalledTimes(1);
  });
});
