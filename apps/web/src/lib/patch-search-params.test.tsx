import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter, useSearchParams } from 'react-router';
import { patchedSearch, usePatchSearchParams } from './patch-search-params';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('patchedSearch', () => {
  it('sets and removes the keys it names and keeps the others', () => {
    const next = patchedSearch(new URLSearchParams('type=3&page=2&q=golf'), { type: '5', page: null, archived: undefined });
    expect(next.toString()).toBe('type=5&q=golf');
  });
});

/** A history page's controls: the type filter cleared and the archived switch turned on in one go. */
function Filters() {
  const [params] = useSearchParams();
  const patchParams = usePatchSearchParams();
  return (
    <>
      <output>{params.toString()}</output>
      <button
        onClick={() => {
          // Two changes before the router renders again, as two quick taps on a busy phone.
          patchParams({ type: null }, { replace: true });
          patchParams({ archived: '1' }, { replace: true });
        }}
      >
        both
      </button>
      <button
        onClick={() => {
          // Two brands ticked before the router renders again.
          patchParams((current) => new URLSearchParams([...current, ['brand', 'b']]));
          patchParams((current) => new URLSearchParams([...current, ['brand', 'c']]));
        }}
      >
        append
      </button>
    </>
  );
}

/** The controls rendered with the browser at `address`. */
function openAt(address: string) {
  window.history.replaceState(null, '', address);
  render(
    <BrowserRouter>
      <Filters />
    </BrowserRouter>,
  );
}

describe('usePatchSearchParams', () => {
  it('keeps both of two changes made before the page renders again', () => {
    openAt('/lessons/history?type=3&page=1');
    fireEvent.click(screen.getByRole('button', { name: 'both' }));
    expect(window.location.search).toBe('?page=1&archived=1');
    expect(screen.getByRole('status').textContent).toBe('page=1&archived=1');
  });

  it('hands a change function the address as it is now', () => {
    openAt('/shop/clubs?brand=a');
    fireEvent.click(screen.getByRole('button', { name: 'append' }));
    expect(window.location.search).toBe('?brand=a&brand=b&brand=c');
  });
});
