import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import plus from '@/locales/en/plus.json';
import { renderWithI18n } from '@/lib/testing/render-with-i18n';
import { PlusPriceLines } from './plus-price-lines';

afterEach(cleanup);

const lines = () => screen.getAllByRole('term').map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

describe('the lines of a Plus payment', () => {
  it('adds a tax shown apart to the price, ending at the total charged', async () => {
    const price = { price: '149.00', currency: 'USD', tax: '13.22', taxName: 'NY Sales Tax', taxRate: '8.875', isTaxInclusive: false, total: '162.22' };
    await renderWithI18n(<PlusPriceLines price={price} plan="yearly" label="What you pay" />, { plus });
    expect(lines()).toEqual(['Price $149.00', 'NY Sales Tax (8.875%) +$13.22', 'Total per year $162.22']);
  });

  it('names a tax included in the price (Japan) after the total, without adding it', async () => {
    const price = { price: '1980', currency: 'JPY', tax: '180', taxName: '消費税', taxRate: '10', isTaxInclusive: true, total: '1980' };
    await renderWithI18n(<PlusPriceLines price={price} plan="monthly" label="What you pay" />, { plus });
    expect(lines()).toEqual(['Total per month ¥1,980', 'Of which 消費税 (10%) ¥180']);
  });
});
