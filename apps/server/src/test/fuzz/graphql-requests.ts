import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { badValue } from './bad-values.ts';
import { validValue, withBadValue, type JsonSchema } from './schema-values.ts';

export interface RootField {
  operation: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

export interface GraphqlRequest {
  /** The raw JSON body sent (so variables can hold 1e999 or a NUL). */
  payload: string;
  signedIn: boolean;
  target: string;
}

/** Every root field of the schema (so new fields are fuzzed without listing them). */
export function rootFields(schema: GraphQLSchema): RootField[] {
  const out: RootField[] = [];
  for (const [operation, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) if (!field.name.startsWith('__')) out.push({ operation, field });
  }
  return out;
}

/** A GraphQL input type as the JSON Schema the value generators read. */
function inputSchema(type: GraphQLInputType, depth = 0): JsonSchema {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return { type: 'array', items: inputSchema(inner.ofType, depth + 1), maxItems: 2 };
  if (isEnumType(inner)) return { enum: inner.getValues().map((v) => v.name) };
  if (isInputObjectType(inner)) {
    if (depth > 4) return { type: 'object', properties: {} };
    const fields = Object.values(inner.getFields());
    return {
      type: 'object',
      properties: Object.fromEntries(fields.map((f) => [f.name, inputSchema(f.type, depth + 1)])),
      required: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name),
    };
  }
  switch (inner.name) {
    case 'Int':
      return { type: 'integer', minimum: 1, maximum: 50 };
    case 'Float':
      return { type: 'number', minimum: 0, maximum: 100 };
    case 'Boolean':
      return { type: 'boolean' };
    default:
      return { type: 'string', maxLength: 12 };
  }
}

/** A small selection for a field's type: a few leaves, one level of objects below. */
function selection(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named) || depth > 1) return '{ __typename }';
  const fields = Object.values(named.getFields()).filter((f) => f.args.every((a) => !isNonNullType(a.type)));
  const leaves = fields
    .filter((f) => isLeafType(getNamedType(f.type)))
    .slice(0, 4)
    .map((f) => f.name);
  const objects =
    depth === 0
      ? fields
          .filter((f) => !isLeafType(getNamedType(f.type)))
          .slice(0, 2)
          .map((f) => `${f.name} ${selection(f.type, depth + 1)}`)
      : [];
  return `{ __typename ${[...leaves, ...objects].join(' ')} }`;
}

/**
 * Calls of one root field: its arguments as variables, valid-looking, with one of them (or one
 * field inside one) replaced by a hostile value, signed in or not.
 */
export function requestsForField({ operation, field }: RootField): fc.Arbitrary<GraphqlRequest> {
  const args = field.args;
  const declared = args.map((a, i) => `$a${i}: ${a.type.toString()}`).join(', ');
  const passed = args.map((a, i) => `${a.name}: $a${i}`).join(', ');
  const document = `${operation} Fuzz${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''} ${selection(field.type)} }`;
  const schema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(args.map((a, i) => [`a${i}`, inputSchema(a.type)])),
    required: args.filter((a) => isNonNullType(a.type)).map((_a, i) => `a${i}`),
  };
  return fc.tuple(validValue(schema), fc.nat(), badValue, fc.boolean(), fc.nat({ max: 3 })).map(([variables, pick, bad, signedIn, mode]) => {
    const vars = mode === 0 || args.length === 0 ? JSON.stringify(variables) : withBadValue(variables, schema, pick, bad);
    return { payload: `{"query":${JSON.stringify(document)},"variables":${vars}}`, signedIn, target: `${field.name} variables ${vars.slice(0, 160)}` };
  });
}

const PUNCTUATION = [
  '{',
  '}',
  '(',
  ')',
  '[',
  ']',
  ':',
  '$',
  '@',
  '...',
  '!',
  '=',
  '|',
  '"',
  '"""',
  '#',
  ',',
  'query',
  'mutation',
  'fragment',
  'on',
  'products',
  'cart',
  'search',
  '\u0000',
  '\\u0000',
];

/** Documents that are not GraphQL, or are but hostile: garbage, deep nesting, huge alias fans. */
export const hostileDocuments: fc.Arbitrary<{ payload: string; target: string }> = fc
  .oneof(
    fc.array(fc.constantFrom(...PUNCTUATION), { maxLength: 30 }).map((parts) => parts.join(' ')),
    fc.string({ maxLength: 80, unit: 'binary' }),
    fc.integer({ min: 10, max: 20_000 }).map((n) => `${'{'.repeat(n)}${'}'.repeat(n)}`),
    fc
      .integer({ min: 10, max: 3_000 })
      .map(
        (n) =>
          `{ ${'products(search: "a") { items { sku } } '.repeat(1)}${Array.from({ length: n }, (_v, i) => `a${i}: products(search: "a") { items { sku } }`).join(' ')} }`,
      ),
    fc.integer({ min: 10, max: 5_000 }).map((n) => `query { ${'cart(cart_id: "x") { '.repeat(n)}${'}'.repeat(n)} }`),
  )
  .map((query) => ({ payload: JSON.stringify({ query }), target: `document ${query.slice(0, 80)}… (${query.length} chars)` }));
