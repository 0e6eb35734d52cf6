import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CART_PHRASES, cartMessageIn } from './cart-messages.ts';

/** The English messages a file writes for a refused line: literals in `new ItemRefused(...)`, `message:` and constants, figures as %1, %2. */
function messagesOf(file: string): string[] {
  const source = readFileSync(new URL(file, import.meta.url), 'utf8');
  const literal = /'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;
  const asPhrase = (text: string) => {
    let n = 0;
    return text.replace(/\$\{[^}]*\}/g, () => `%${++n}`).replace(/\\(.)/g, '$1');
  };
  const found: string[] = [];
  for (const call of source.matchAll(/new ItemRefused\(([\s\S]*?)\);?\n/g))
    for (const m of call[1]!.matchAll(literal)) {
      const text = m[1] ?? m[2] ?? m[3]!;
      if (!/^[A-Z_]+$/.test(text) && /\s/.test(text)) found.push(asPhrase(text));
    }
  for (const m of source.matchAll(/(?:message: |export const [A-Z_]+ = |const [A-Z_]+ = )('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`)/g))
    found.push(asPhrase(m[1]!.slice(1, -1)));
  return found;
}

describe('the cart’s refusals in the shopper’s language', () => {
  it('has every message the cart writes for a line in its list', () => {
    const written = ['./resolve-item.ts', './resolve-options.ts', './cart.service.ts', './totals/price-lines.ts'].flatMap(messagesOf);
    expect(written.length).toBeGreaterThan(25);
    // A request without a SKU is the storefront's own mistake, worded as GraphQL's own errors are (in English).
    const forDevelopers = ['Field CartItemInput.sku of required type String! was not provided.'];
    const untranslated = written.filter((m) => !(m in CART_PHRASES) && cartMessageIn(m, 'ja') === m);
    expect(untranslated).toEqual(forDevelopers);
  });

  it('keeps each phrase’s figures in every language', () => {
    for (const [phrase, translations] of Object.entries(CART_PHRASES)) {
      const slots = (text: string) => [...text.matchAll(/%\d/g)].map((m) => m[0]).sort();
      for (const text of Object.values(translations)) expect(slots(text), `${phrase} → ${text}`).toEqual(slots(phrase));
    }
  });

  it('words a message with its figures, and leaves English and an unknown message as they are', () => {
    expect(cartMessageIn('The most you may purchase is 12.', 'ja')).toBe('ご購入いただける数量は最大 12 です。');
    expect(cartMessageIn('Gift card amount must be between 25 and 500.', 'fr')).toBe('Le montant de la carte cadeau doit être compris entre 25 et 500.');
    expect(cartMessageIn('Could not find a product with SKU "NOPE"', 'zh')).toBe('找不到 SKU 为“NOPE”的商品');
    expect(cartMessageIn('The most you may purchase is 12.', 'en')).toBe('The most you may purchase is 12.');
    expect(cartMessageIn('Something new.', 'ja')).toBe('Something new.');
  });
});
