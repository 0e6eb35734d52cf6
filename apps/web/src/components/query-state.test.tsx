import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import common from '@/locales/en/common.json';
import { renderWithI18n } from '@/lib/testing/render-with-i18n';
import { QueryState, type QueryLike } from './query-state';

const query = (over: Partial<QueryLike<string[]>>): QueryLike<string[]> => ({ isLoading: false, isError: false, refetch: vi.fn(), ...over });
const list = (items: string[]) => (
  <ul>
    {items.map((i) => (
      <li key={i}>{i}</li>
    ))}
  </ul>
);

describe('QueryState', () => {
  afterEach(cleanup);

  it('announces the load to screen readers while it is under way', async () => {
    await renderWithI18n(<QueryState query={query({ isLoading: true })}>{list}</QueryState>);
    expect(screen.getByRole('status', { name: common.loading })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("draws the screen's own placeholder while loading when it has one", async () => {
    await renderWithI18n(
      <QueryState query={query({ isLoading: true })} loading={<p role="status">Fetching your account</p>}>
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('status').textContent).toBe('Fetching your account');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says why the load failed and loads again when the player asks', async () => {
    const refetch = vi.fn();
    await renderWithI18n(
      <QueryState query={query({ isError: true, error: { status: 'network', code: 'network', message: 'Failed to fetch' }, refetch })}>{list}</QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toContain(common.errors.network);
    await userEvent.click(screen.getByRole('button', { name: common.actions.retry }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it("prefers the screen's own sentence for a failed load", async () => {
    await renderWithI18n(
      <QueryState query={query({ isError: true, error: { status: 500, code: 500, message: 'boom' } })} errorMessage="Your rounds could not be loaded.">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Your rounds could not be loaded.');
  });

  it('offers no retry where trying again cannot help', async () => {
    await renderWithI18n(
      <QueryState query={query({ isError: true, error: { status: 404, code: 404, message: 'Not found' } })} errorMessage="This link is unknown." retry={false}>
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toContain('This link is unknown.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so when there is nothing to show, else shows the content', async () => {
    const { rerender } = await renderWithI18n(
      <QueryState query={query({ data: [] })} empty="No rounds yet.">
        {list}
      </QueryState>,
    );
    expect(screen.getByText('No rounds yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    rerender(
      <QueryState query={query({ data: ['Pebble Beach'] })} empty="No rounds yet.">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('listitem').textContent).toBe('Pebble Beach');
    expect(screen.queryByText('No rounds yet.')).toBeNull();
  });
});
