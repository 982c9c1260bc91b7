import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type BuildSerializer = NonNullable<CompilersFactory['buildSerializer']>;
type BuildValidator = NonNullable<CompilersFactory['buildValidator']>;
type RouteSerializer = ReturnType<ReturnType<BuildSerializer>>;

/**
 * Fastify's schema compilers, shared by every app this process builds. Fastify makes new ones for each app, so each
 * build compiled every route's validator and response serializer again: about 0.4 s of `ready()` on the 2-core
 * machine, paid by the test suite once per file (an app per file, hundreds of them); with these, 4 ms after the
 * first. A server process builds one app and gains nothing, nor loses anything.
 *
 * Sound because what a compiled function does depends only on its schema object and the compiler's inputs: Ajv's
 * pool (inside AjvCompiler) keys its instances on the external schemas and options, and Ajv caches what it compiled
 * by schema object; the serializers are kept the same way here.
 *
 * One difference follows: Fastify takes any compiler it is given as a custom one, and then no longer lower-cases a
 * route's `headers` schema to match Node's lower-case header names. No route declares one today; a route that
 * declares one with a capital in a property name is refused when the app is built (below), not left to refuse
 * every request.
 */
const selectSerializer = SerializerSelector();
const serializerPools = new Map<string, WeakMap<object, RouteSerializer>>();

const buildSerializer: BuildSerializer = (externalSchemas, serializerOpts) => {
  const compile = selectSerializer(externalSchemas, serializerOpts);
  const key = JSON.stringify([externalSchemas, serializerOpts]);
  let pool = serializerPools.get(key);
  if (!pool) serializerPools.set(key, (pool = new WeakMap()));
  return (route) => {
    const schema = route.schema;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    let serializer = pool.get(schema);
    if (!serializer) {
      serializer = compile(route);
      pool.set(schema, serializer);
    }
    return serializer;
  };
};

const ajvValidators = AjvCompiler();

const buildValidator: BuildValidator = (externalSchemas, options) => {
  const compile = ajvValidators(externalSchemas, options);
  return (route) => {
    if (route.httpPart === 'headers') {
      const names = Object.keys((route.schema as { properties?: object } | null)?.properties ?? {});
      const capitalized = names.filter((name) => name !== name.toLowerCase());
      if (capitalized.length > 0) {
        throw new Error(`${route.method} ${route.url}: declare its headers in lower case, as Node reads them (${capitalized.join(', ')})`);
      }
    }
    return compile(route);
  };
};

export const sharedCompilers: CompilersFactory = { buildValidator, buildSerializer };
