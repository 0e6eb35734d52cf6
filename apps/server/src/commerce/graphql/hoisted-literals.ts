import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BREAK,
  getLocation,
  isNonNullType,
  Kind,
  parse,
  Source,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SourceLocation,
} from 'graphql';

/**
 * A query whose string arguments were moved into variables: the text mercurius parses, validates
 * and compiles once for every value of those arguments, the values, and where the variable
 * definitions went in (so an error's location can be told in the sender's own text).
 */
export interface Hoisted {
  text: string;
  variables: Record<string, string>;
  line: number;
  column: number;
  shift: number;
}

const MAX_LENGTH = 20_000;
const MAX_LITERALS = 20;
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const nameOf = (i: number): string => (i < LETTERS.length ? LETTERS[i]! : nameOf(Math.floor(i / LETTERS.length) - 1) + LETTERS[i % LETTERS.length]);

/**
 * Moves the string literals of a one-query document into variables, keeping every other
 * character where it was: each literal becomes `$name` padded with spaces to its own length,
 * and only the variable definitions are inserted (before the selection set). Only literals whose
 * argument or input field is a `String` move, so the value is coerced exactly as the literal was;
 * block strings, literals holding NUL (refused by noNulLiteralRule), fragments and directives
 * keep theirs. Null when there is nothing to move or the document is not one plain query.
 */
export function hoistStringLiterals(schema: GraphQLSchema, text: string): Hoisted | null {
  // A document too long to keep, or with more literals than a storefront page sends, is left as
  // sent: its one run is cheaper than parsing it twice (and a costly one is refused sooner).
  if (text.length > MAX_LENGTH) return null;
  let document;
  try {
    document = parse(new Source(text));
  } catch {
    return null; // mercurius answers the syntax error in its own words
  }
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (operations.length !== 1) return null;
  const operation = operations[0]!;
  if (operation.operation !== 'query' || operation.variableDefinitions?.length || operation.directives?.length) return null;
  const string = schema.getType('String');
  const edits: { start: number; end: number; name: string; type: string; value: string }[] = [];
  let tooMany = false;
  const typeInfo = new TypeInfo(schema);
  visit(
    operation,
    visitWithTypeInfo(typeInfo, {
      Directive: () => false,
      StringValue(node) {
        const type = typeInfo.getInputType();
        if (!type || !node.loc || node.block || node.value.includes('\u0000')) return;
        if ((isNonNullType(type) ? type.ofType : type) !== string) return;
        if (edits.length === MAX_LITERALS) {
          tooMany = true;
          return BREAK;
        }
        const name = nameOf(edits.length);
        if (name.length + 1 > node.loc.end - node.loc.start) return;
        edits.push({ start: node.loc.start, end: node.loc.end, name, type: String(type), value: node.value });
      },
    }),
  );
  if (tooMany || !edits.length || !operation.selectionSet.loc) return null;
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + `$${edit.name}`.padEnd(edit.end - edit.start, ' ') + out.slice(edit.end);
  }
  const at = operation.selectionSet.loc.start;
  const definitions = `(${edits.map((e) => `$${e.name}: ${e.type}`).join(', ')})`;
  const header = operation.loc?.start === at ? `query${definitions}` : definitions;
  out = out.slice(0, at) + header + out.slice(at);
  const { line, column } = getLocation(document.loc!.source, at);
  return { text: out, variables: Object.fromEntries(edits.map((e) => [e.name, e.value])), line, column, shift: header.length };
}

/** A location in the hoisted text, told in the sender's text. */
export const originalLocation = (hoisted: Hoisted, location: SourceLocation): SourceLocation =>
  location.line === hoisted.line && location.column > hoisted.column ? { line: location.line, column: location.column - hoisted.shift } : location;

const MAX_CACHED = 1000;
const hoistedOf = new WeakMap<FastifyRequest, Hoisted>();

/** The request's hoisting, if its query was rewritten (for the error formatter). */
export const hoistingOf = (request: FastifyRequest | undefined): Hoisted | undefined => (request ? hoistedOf.get(request) : undefined);

const noVariables = (variables: unknown) =>
  variables === undefined || variables === null || variables === '' || variables === '{}' || (typeof variables === 'object' && !Object.keys(variables).length);

/**
 * Mercurius keeps a parsed, validated (and, from the second use, compiled) query per query text,
 * so a listing asked with a new price filter in its text was parsed, validated and run by the
 * slower interpreter every time. Its string arguments are moved into variables first, so the
 * price filters of one page shape share a compiled query (one per length of the figures, as each
 * literal keeps its length). Register after mercurius.
 */
export function registerHoistedLiterals(app: FastifyInstance, path: string): void {
  const known = new Map<string, Hoisted | null>();
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.url !== path || (request.method !== 'GET' && request.method !== 'POST')) return;
    const get = request.method === 'GET';
    const source = (get ? request.query : request.body) as { query?: unknown; variables?: unknown } | undefined;
    if (!source || typeof source.query !== 'string' || !noVariables(source.variables)) return;
    if (source.query.length > MAX_LENGTH) return;
    let hoisted = known.get(source.query);
    if (hoisted === undefined) {
      hoisted = hoistStringLiterals(app.graphql.schema, source.query);
      known.set(source.query, hoisted);
      if (known.size > MAX_CACHED) known.delete(known.keys().next().value!);
    }
    if (!hoisted) return;
    source.query = hoisted.text;
    source.variables = get ? JSON.stringify(hoisted.variables) : { ...hoisted.variables }; // a copy: the kept one serves later requests
    hoistedOf.set(request, hoisted);
  });
}
