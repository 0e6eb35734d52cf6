import Decimal from 'decimal.js';

/**
 * What `take` of `units` equal units carry of `amount`, shared by largest remainder in the
 * currency's minor units: every unit carries the same whole number of minor units and the first
 * (amount mod units) one more. Shares taken one after another from what is left therefore add up
 * to `amount` exactly, so refunding every unit in parts refunds exactly what was paid.
 */
export function shareOfUnits(amount: Decimal, units: Decimal, take: Decimal, digits: number): Decimal {
  if (amount.lte(0) || take.lte(0) || units.lte(0)) return new Decimal(0);
  if (take.gte(units)) return amount;
  const scale = new Decimal(10).pow(digits);
  const minor = amount.times(scale).floor();
  const base = minor.dividedToIntegerBy(units);
  const extra = minor.minus(base.times(units));
  return base.times(take).plus(Decimal.min(take, extra).floor()).dividedBy(scale);
}
