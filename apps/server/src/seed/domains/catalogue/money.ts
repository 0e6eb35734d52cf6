import Decimal from 'decimal.js';

/** Demo prices are written in US dollars and set per store the way the merchant rounds them. */
export function priceIn(storeCurrency: string, usd: string): string {
  const value = new Decimal(usd);
  if (value.isZero()) return '0';
  const sign = value.isNegative() ? -1 : 1;
  const abs = value.abs();
  if (storeCurrency === 'USD') return value.toFixed(2);
  if (storeCurrency === 'CAD') {
    const cad = abs.times('1.35');
    // Shelf prices end in .99 above a dollar.
    const rounded = cad.greaterThan(1) ? cad.ceil().minus('0.01') : cad.toDecimalPlaces(2);
    return rounded.times(sign).toFixed(2);
  }
  if (storeCurrency === 'JPY') return abs.times(150).dividedBy(10).round().times(10).times(sign).toFixed(0);
  throw new Error(`no demo price rule for ${storeCurrency}`);
}
