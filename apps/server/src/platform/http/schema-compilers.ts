import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySerializerCompiler } from 'fastify';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type ValidatorFactory = ReturnType<typeof AjvCompiler>;
type Compiled = ((data: unknown) => unknown) & { errors?: unknown };

/**
 * A function that compiles itself on its first call. Compiling every route's validators and
 * serializers at start (Ajv and fast-json-stringify write and evaluate code for each schema) was
 * most of a process's start-up time; a worker that replaces a dead one must serve at once, and a
 * route's first request pays a few milliseconds instead. Ajv reports a failed validation through
 * the function's `errors`, which the wrapper passes on.
 */
function compiledOnFirstUse(compile: () => Compiled): Compiled {
  let compiled: Compiled | undefined;
  const lazy: Compiled = (data) => {
    compiled ??= compile();
    const result = compiled(data);
    lazy.errors = compiled.errors;
    return result;
  };
  return lazy;
}

/** Fastify's Ajv validator factory, each validator compiled on its first use. */
function validatorsOnFirstUse(factory: ValidatorFactory): ValidatorFactory {
  return (externalSchemas, options) => {
    const compile = factory(externalSchemas, options);
    return ((route: Parameters<typeof compile>[0]) => compiledOnFirstUse(() => compile(route) as Compiled)) as typeof compile;
  };
}

/**
 * A serializer factory that compiles each response schema once per process: fast-json-stringify
 * writes and evaluates code for every schema it is given, and Fastify asks again for every app.
 * Keyed by the schema object (the route's own, shared by every app built from the same modules)
 * and by the shared schemas and options it was compiled with.
 */
function compiledOnce(factory: SerializerFactory): SerializerFactory {
  type Serializer = ReturnType<ReturnType<SerializerFactory>>;
  const byOptions = new Map<string, WeakMap<object, Serializer>>();
  return (externalSchemas, options) => {
    const compile = factory(externalSchemas, options);
    const key = JSON.stringify([externalSchemas, options]);
    let cache = byOptions.get(key);
    if (!cache) byOptions.set(key, (cache = new WeakMap()));
    const compiled = cache;
    return (route) => {
      const schema = route.schema as object;
      let serializer = compiled.get(schema);
      if (!serializer) compiled.set(schema, (serializer = compiledOnFirstUse(() => compile(route) as Compiled) as unknown as Serializer));
      return serializer;
    };
  };
}

/**
 * Fastify's own validator and serializer compilers, made once per process instead of once per
 * app. Fastify keeps one Ajv per set of options in the factory it is given, and Ajv keeps each
 * schema it compiled: every app after the first in a process (the test suite builds one per file)
 * reuses the validators and serializers instead of compiling its 233 routes' schemas again
 * (1.2–1.5 s of CPU an app). Each is compiled on its first use, not at start.
 */
export const compilers = {
  buildValidator: validatorsOnFirstUse(AjvCompiler()),
  buildSerializer: compiledOnce(SerializerSelector()),
};

type RouteSchema = Parameters<ReturnType<SerializerFactory>>[0];
const checkers = new WeakMap<object, (data: unknown) => string>();

/**
 * Under the test runner, JSON.stringify's text is checked against the compiled serializer's for
 * every answer a test gets: a field out of the schema's order, one the schema lacks or a value of
 * another type fails that test instead of changing what clients read.
 */
function checkedAgainstSchema(route: RouteSchema) {
  // Compiled once per schema, as the compilers above are: every test file builds its own apps.
  let compiled = checkers.get(route.schema as object);
  if (!compiled) checkers.set(route.schema as object, (compiled = SerializerSelector()()(route) as (data: unknown) => string));
  const check = compiled;
  return (data: unknown) => {
    const written = JSON.stringify(data);
    const expected = check(data);
    if (written !== expected)
      throw new Error(`${route.method} ${route.url} (${route.httpStatus}) is not written as its schema would write it:\n${written}\n${expected}`);
    return written;
  };
}

/**
 * A route option: its answer is written by JSON.stringify instead of the schema's compiled
 * serializer. For an answer already built to its response schema (its keys in the schema's
 * order, none more, values of the schema's types: under vitest every answer is checked against
 * the compiled serializer, byte for byte) whose schema has many unions: fast-json-stringify tests
 * each `anyOf` value against every branch with Ajv, and a practice page's club codes, session
 * types and nullable figures (some three hundred) cost it 0.29–0.64 ms against JSON.stringify's
 * 0.07 ms. For answers of plain fields it is as fast as JSON.stringify or faster: keep it there.
 * The schema stays the route's contract and documentation.
 */
export const writtenAsBuilt: { serializerCompiler: FastifySerializerCompiler<unknown> } = {
  serializerCompiler: (route) => (process.env.VITEST ? checkedAgainstSchema(route as RouteSchema) : (data: unknown) => JSON.stringify(data)),
};
