import { specifiedRules, validate, type GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { costRule, depthRule } from '../../commerce/graphql/limits.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { isInSpecAreas, onTheWire, rootFieldsOf, veniaOperations } from './venia-kit.ts';

let t: TestApp;
let schema: GraphQLSchema;
beforeAll(async () => {
  t = await startTestApp();
  schema = (t.app as unknown as { graphql: { schema: GraphQLSchema } }).graphql.schema;
});
afterAll(() => t.close());

const sent = veniaOperations.map((o) => ({ ...o, wire: onTheWire(o.document) })).filter((o) => rootFieldsOf(o.wire).length > 0);
const inSpecAreas = sent.filter((o) => isInSpecAreas(o, o.wire));

describe("Venia's operations against the shop's schema", () => {
  it('every operation of the storefront in the spec areas validates as the server would check it', () => {
    const failures = inSpecAreas.flatMap((o) => {
      const errors = validate(schema, o.wire, [...specifiedRules, costRule, depthRule(false)]);
      return errors.length ? [`${o.name} (${o.sources[0]}): ${errors.map((e) => e.message).join(' | ')}`] : [];
    });
    const all = sent.filter((o) => validate(schema, o.wire, [...specifiedRules, costRule, depthRule(false)]).length === 0).length;
    console.info(
      `Venia: ${inSpecAreas.length - failures.length} of ${inSpecAreas.length} operations in the spec's areas validate; ${all} of ${sent.length} in all`,
    );
    expect(failures).toEqual([]);
  });
});
