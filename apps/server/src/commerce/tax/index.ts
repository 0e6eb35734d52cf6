// commerce/tax: the one tax rule. Every sale (shop carts, renewals, Plus) is taxed from taxRatesAt.
export { taxRates, type TaxClass } from './tax.tables.ts';
export { countryRates, taxRatesAt, type TaxPlace, type TaxRate } from './tax-rates.ts';
