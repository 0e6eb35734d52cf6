import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import payments from '@/locales/en/payments.json';
import { renderWithI18n } from '../testing/render-with-i18n';
import type { CardDetails } from './tokenize-card';
import { CardFields } from './card-fields';
import { useCardForm } from './use-card-form';

/** A flow's form as the five flows use it: the fields, and a pay button that checks the card first. */
function PayForm({ onCard }: { onCard: (card: CardDetails) => void }) {
  const card = useCardForm();
  return (
    <>
      <CardFields {...card.fields} />
      <button
        type="button"
        onClick={() => {
          const details = card.check();
          if (details) onCard(details);
        }}
      >
        Pay
      </button>
    </>
  );
}

describe('CardFields', () => {
  afterEach(cleanup);

  it('gives the browser its autofill hints and a number keypad', async () => {
    await renderWithI18n(<PayForm onCard={() => {}} />, { payments });
    expect(screen.getByRole('textbox', { name: /Name on card/ })).toHaveProperty('autocomplete', 'cc-name');
    const number = screen.getByRole('textbox', { name: /Card number/ });
    expect(number.getAttribute('autocomplete')).toBe('cc-number');
    expect(number.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByRole('textbox', { name: /Expiry/ }).getAttribute('autocomplete')).toBe('cc-exp');
    expect(screen.getByRole('textbox', { name: /Security code/ }).getAttribute('autocomplete')).toBe('cc-csc');
    expect(screen.getByRole('textbox', { name: /Security code/ }).getAttribute('inputmode')).toBe('numeric');
  });

  it('shows a wrong number on its field, focuses it, and pays with digits once corrected', async () => {
    const user = userEvent.setup();
    const paid: CardDetails[] = [];
    await renderWithI18n(<PayForm onCard={(card) => paid.push(card)} />, { payments });
    await user.type(screen.getByRole('textbox', { name: /Name on card/ }), 'Jordan Lee');
    const number = screen.getByRole('textbox', { name: /Card number/ });
    await user.type(number, '4111111111111112');
    expect(number).toHaveProperty('value', '4111 1111 1111 1112');
    await user.type(screen.getByRole('textbox', { name: /Expiry/ }), '1230');
    expect(screen.getByRole('textbox', { name: /Expiry/ })).toHaveProperty('value', '12/30');
    await user.type(screen.getByRole('textbox', { name: /Security code/ }), '123');
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    expect(paid).toEqual([]);
    expect(document.activeElement).toBe(number);
    expect(number.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(number.getAttribute('aria-describedby')!);
    expect(message?.textContent).toBe('This card number is not valid. Check it.');

    await user.clear(number);
    await user.type(number, '4111 1111 1111 1111');
    expect(number.getAttribute('aria-describedby')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(paid).toEqual([{ number: '4111111111111111', expMonth: 12, expYear: 2030, cvc: '123', holderName: 'Jordan Lee' }]);
  });
});
