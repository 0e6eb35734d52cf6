import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { hoistStringLiterals, originalLocation } from './hoisted-literals.ts';

const schema = buildSchema(`
  input Range { from: String to: String }
  input Filter { category_id: String price: Range in: [String] }
  enum Sort { ASC DESC }
  type Product { name(locale: String!): String sku: String }
  type Query { products(filter: Filter, search: String, pageSize: Int, sort: Sort): [Product] }
`);

const listing = (from: number, to: number) => `{ products(filter: { category_id: "10", price: { from: "${from}", to: "${to}" } }, pageSize: 48) { sku } }`;

describe('hoistStringLiterals', () => {
  it('gives price filters of one page shape (and of one length) the same text, with the values as variables', () => {
    const a = hoistStringLiterals(schema, listing(12, 2003))!;
    const b = hoistStringLiterals(schema, listing(45, 2009))!;
    expect(a.text).toBe(b.text);
    expect(a.text).toBe(
      'query($a: String, $b: String, $c: String){ products(filter: { category_id: $a  , price: { from: $b  , to: $c     } }, pageSize: 48) { sku } }',
    );
    expect(a.variables).toEqual({ a: '10', b: '12', c: '2003' });
    expect(b.variables).toEqual({ a: '10', b: '45', c: '2009' });
    // Each literal keeps its length (so every location stays where the sender wrote it): one text per length.
    expect(hoistStringLiterals(schema, listing(450, 2009))!.text).not.toBe(a.text);
  });

  it('keeps each literal where the schema asks for a String, declared as required where it is', () => {
    const h = hoistStringLiterals(schema, 'query Q {\n  products(search: "x", sort: ASC, filter: { in: ["a", "b"] }) { name(locale: "fr") }\n}')!;
    expect(h.text).toBe(
      'query Q ($a: String, $b: String, $c: String, $d: String!){\n  products(search: $a , sort: ASC, filter: { in: [$b , $c ] }) { name(locale: $d  ) }\n}',
    );
    expect(h.variables).toEqual({ a: 'x', b: 'a', c: 'b', d: 'fr' });
  });

  it('leaves mutations, several operations, declared variables, NUL, block strings and broken documents alone', () => {
    expect(hoistStringLiterals(schema, '{ products(pageSize: 2) { sku } }')).toBeNull();
    expect(hoistStringLiterals(schema, 'query A { products(search: "x") { sku } } query B { products(search: "y") { sku } }')).toBeNull();
    expect(hoistStringLiterals(schema, 'query ($s: String) { products(search: $s, filter: { category_id: "3" }) { sku } }')).toBeNull();
    expect(hoistStringLiterals(schema, '{ products(search: "\\u0000") { sku } }')).toBeNull();
    expect(hoistStringLiterals(schema, '{ products(search: """x""") { sku } }')).toBeNull();
    expect(hoistStringLiterals(schema, '{ products(search: "x" { sku } }')).toBeNull();
    expect(hoistStringLiterals(schema, 'mutation { products(search: "x") { sku } }')).toBeNull();
    // More literals than a storefront page sends (700 aliased searches): parsing it twice would only add work.
    expect(hoistStringLiterals(schema, `{ ${Array.from({ length: 21 }, (_v, i) => `a${i}: products(search: "golf") { sku }`).join(' ')} }`)).toBeNull();
  });

  it("tells a location in the sender's text", () => {
    const h = hoistStringLiterals(schema, '{ products(search: "tempest") { nope } }')!;
    // `nope` is at column 33 of the sent text; the header moved it right on line 1 only.
    expect(h.text.indexOf('nope') + 1).toBe(33 + h.shift);
    expect(originalLocation(h, { line: 1, column: 33 + h.shift })).toEqual({ line: 1, column: 33 });
    expect(originalLocation(h, { line: 1, column: 1 })).toEqual({ line: 1, column: 1 });
  });
});
