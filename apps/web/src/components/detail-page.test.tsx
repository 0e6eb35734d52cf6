import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import common from '@/locales/en/common.json';
import { renderWithI18n } from '@/lib/testing/render-with-i18n';
import { DetailOpening } from './detail-page';

const opening = (query: { isLoading: boolean; isError: boolean; refetch: () => unknown }) => (
  <MemoryRouter>
    <DetailOpening
      back="/shop/orders"
      backLabel="Back to orders"
      query={query}
      loadingLabel="Loading the order"
      failedMessage="The order could not be loaded."
    />
  </MemoryRouter>
);

describe('DetailOpening', () => {
  afterEach(cleanup);

  it('leads back to the list and announces the record while it loads', async () => {
    await renderWithI18n(opening({ isLoading: true, isError: false, refetch: vi.fn() }));
    expect(screen.getByRole('link', { name: 'Back to orders' }).getAttribute('href')).toBe('/shop/orders');
    expect(screen.getByRole('status', { name: 'Loading the order' })).toBeTruthy();
  });

  it("says the page's sentence when the record failed and loads it again on retry", async () => {
    const refetch = vi.fn();
    await renderWithI18n(opening({ isLoading: false, isError: true, refetch }));
    expect(screen.getByRole('alert').textContent).toContain('The order could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: common.actions.retry }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('leaves the loaded record to the page: only the way back', async () => {
    await renderWithI18n(opening({ isLoading: false, isError: false, refetch: vi.fn() }));
    expect(screen.getByRole('link', { name: 'Back to orders' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
