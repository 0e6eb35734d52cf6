import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;

/**
 * A serializer factory that compiles each response schema once per process: fast-json-stringify
 * writes and evaluates code for every schema it is given, and Fastify asks again for every app.
 * Keyed by the schema object (the route's own, shared by every app built from the same modules)
 * and by the shared schemas and options it was compiled with.
 */
function compiledOnce(factory: SerializerFactory): SerializerFactory {
  const byOptions = new Map<string, WeakMap<object, ReturnType<ReturnType<SerializerFactory>>>>();
  return (externalSchemas, options) => {
    const compile = factory(externalSchemas, options);
    const key = JSON.stringify([externalSchemas, options]);
    let cache = byOptions.get(key);
    if (!cache) byOptions.set(key, (cache = new WeakMap()));
    const compiled = cache;
    return (route) => {
      const schema = route.schema as object;
      let serializer = compiled.get(schema);
      if (!serializer) compiled.set(schema, (serializer = compile(route)));
      return serializer;
    };
  };
}

/**
 * Fastify's own validator and serializer compilers, made once per process instead of once per
 * app. Fastify keeps one Ajv per set of options in the factory it is given, and Ajv keeps each
 * schema it compiled: every app after the first in a process (the test suite builds one per file)
 * reuses the validators and serializers instead of compiling its 233 routes' schemas again
 * (1.2–1.5 s of CPU an app). One app per process, as in production, compiles the same as before.
 */
export const compilers = {
  buildValidator: AjvCompiler(),
  buildSerializer: compiledOnce(SerializerSelector()),
};
