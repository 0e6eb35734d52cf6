import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import orders from '@/locales/en/orders.json';
import { renderWithI18n } from '@/lib/testing/render-with-i18n';
import { OrderDownloads } from './order-downloads';

afterEach(cleanup);

describe('order downloads', () => {
  it('offers each bought file as a download once the order is paid', async () => {
    await renderWithI18n(
      <OrderDownloads
        links={[
          { uid: 'ZG93bmxvYWRhYmxlLzE=', title: 'Practice plan (PDF)', download_url: 'https://golf.example.com/files/a.pdf?signature=x' },
          { uid: 'ZG93bmxvYWRhYmxlLzI=', title: 'Drill cards (PDF)', download_url: 'https://golf.example.com/files/b.pdf?signature=y' },
        ]}
      />,
      { orders },
    );
    const plan = screen.getByRole('link', { name: 'Download Practice plan (PDF)' });
    expect(plan.getAttribute('href')).toBe('https://golf.example.com/files/a.pdf?signature=x');
    expect(plan.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('link', { name: 'Download Drill cards (PDF)' })).toBeTruthy();
  });

  it('says the files come with payment while the order is not paid', async () => {
    await renderWithI18n(<OrderDownloads links={[{ uid: 'ZG93bmxvYWRhYmxlLzE=', title: 'Practice plan (PDF)', download_url: null }]} />, { orders });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(orders.detail.downloadPending)).toBeTruthy();
  });
});
