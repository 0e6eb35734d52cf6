// commerce/tax: the one tax rule. Every sale (shop carts, renewals, memberships) is taxed from taxRatesAt;
// where a country's rates are included in shown prices (Japan), tax-included.ts says the same money with its tax in.
export { type TaxClass } from './tax.tables.ts';
export { countryRates, countryRatesJson, taxRatesAt, taxTitleIn, type TaxPlace, type TaxRate } from './tax-rates.ts';
export { includedTaxPercent, taxIncludedTotals, withIncludedTax, type ChargedTotals, type TaxIncludedTotals } from './tax-included.ts';
