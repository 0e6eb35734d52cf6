// commerce/tax: the one tax rule. Every sale (shop carts, renewals, Plus) is taxed from taxRatesAt.
export { taxRates } from './tax.tables.ts';
export { taxRatesAt, type TaxPlace, type TaxRate } from './tax-rates.ts';
