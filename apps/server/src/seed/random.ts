import { Faker, en } from '@faker-js/faker';

/** A deterministic generator: the same seed gives the same demo data on every machine. */
export function seededFaker(seed: number): Faker {
  const faker = new Faker({ locale: [en] });
  faker.seed(seed);
  return faker;
}
