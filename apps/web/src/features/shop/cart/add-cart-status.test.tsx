import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import shop from '@/locales/en/shop.json';
import { renderWithI18n } from '@/lib/testing/render-with-i18n';
import { AddCartStatusNotice, AddCartStatusProvider, useSignalAddCartStatus, type AddCartStatus } from './add-cart-status';

afterEach(cleanup);

/** A product page whose add answers later, which the shopper may leave before the answer comes. */
function ProductPage({ answer }: { answer: Promise<AddCartStatus> }) {
  const signal = useSignalAddCartStatus();
  return (
    <button type="button" onClick={() => void answer.then(signal)}>
      Add
    </button>
  );
}
function Shop({ answer }: { answer: Promise<AddCartStatus> }) {
  const [onProduct, setOnProduct] = useState(true);
  return (
    <MemoryRouter>
      <AddCartStatusProvider>
        <AddCartStatusNotice cartPath="/shop/cart" />
        {onProduct ? <ProductPage answer={answer} /> : <p>category page</p>}
        <button type="button" onClick={() => setOnProduct(false)}>
          Leave
        </button>
      </AddCartStatusProvider>
    </MemoryRouter>
  );
}

/** Adds, leaves the product page, then lets the add answer. */
async function addThenLeave(status: AddCartStatus) {
  let answer: (s: AddCartStatus) => void = () => undefined;
  const later = new Promise<AddCartStatus>((resolve) => (answer = resolve));
  await renderWithI18n(<Shop answer={later} />, { shop });
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
  expect(screen.getByText('category page')).toBeTruthy();
  await act(async () => {
    answer(status);
    await later;
  });
}

describe('the shop-wide add-cart status', () => {
  it('tells addSuccess with the way to the cart, even after the shopper left the product page', async () => {
    await addThenLeave({ kind: 'addSuccess', name: 'Weekend Golfer Set' });
    expect(screen.getByRole('status').textContent).toContain('Weekend Golfer Set was added to your cart.');
    expect(screen.getByRole('link', { name: shop.purchase.viewCart }).getAttribute('href')).toBe('/shop/cart');
  });

  it('tells addFailed with the server’s reason, or a sentence naming the product', async () => {
    await addThenLeave({ kind: 'addFailed', name: 'Weekend Golfer Set', message: 'The requested qty is not available' });
    expect(screen.getByRole('alert').textContent).toContain('The requested qty is not available');
    cleanup();
    await addThenLeave({ kind: 'addFailed', name: 'Weekend Golfer Set', message: null });
    expect(screen.getByRole('alert').textContent).toContain('Weekend Golfer Set could not be added to your cart. Please try again.');
  });

  it('says nothing before an add', async () => {
    await renderWithI18n(<Shop answer={new Promise(() => undefined)} />, { shop });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
