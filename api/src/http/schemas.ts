/**
 * Routes declared with zod schemas (fastify-type-provider-zod): handlers get typed, validated input
 * with the spec's messages in the usual error body, answers are serialized from their schemas,
 * and the same schemas make the OpenAPI document (/api/openapi.json, browsable at /api/docs).
 */
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldErrors, recordOf, rowId, SITE_NAME, validationMessage } from '@ffc/domain';
import { badRequest, notFound } from './errors.js';

export type { ZodTypeProvider };

/** Schemas whose failure means "no such thing" (a 404) rather than bad input. */
const missingWhenInvalid = new WeakSet<z.ZodType>();

/** Path ids: anything but a positive integer names nothing, so it is a 404, not a 400. */
export function pathIds<const K extends string>(...keys: K[]): z.ZodObject<Record<K, ReturnType<typeof rowId>>> {
  const schema = z.object(recordOf(keys, () => rowId()));
  missingWhenInvalid.add(schema);
  return schema;
}

/** A route's path parameters: any that fails names nothing, so it is a 404, not a 400 (as `pathIds`). */
export function pathOf<const T extends z.ZodRawShape>(shape: T): z.ZodObject<T> {
  const schema = z.object(shape);
  missingWhenInvalid.add(schema);
  return schema;
}

/** The `{ id }` path of most routes. */
export const idPath = pathIds('id');

/** Validates a request part with its zod schema; failures are the API's usual 400 (or 404 for ids). */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data ?? {});
    if (result.success) return { value: result.data };
    if (missingWhenInvalid.has(schema)) return { error: notFound() };
    const errors = fieldErrors(schema, data ?? {});
    return { error: badRequest(validationMessage(errors), errors) };
  };

/**
 * Writes each route's answers with a serializer compiled from its schema (fast-json-stringify over
 * the schema's JSON Schema): only the fields the schema names go out, as zod would strip the rest,
 * without checking every row with zod first (a list page's rows were 13% of the API's CPU). A
 * schema JSON Schema cannot say (a transform, `undefined`) keeps zod's serializer. Unlike zod, a
 * value of the wrong type is written as the schema's type rather than refused (a null string as
 * "", 1.7 as an integer as 1): the answers' producers are typed by the same schemas.
 */
export const answerSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const known = compiledAnswers.get(route.schema);
  if (known) return known;
  let stringify: (data: unknown) => string;
  try {
    const schema = nullableWithoutUnion(
      z.toJSONSchema(route.schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }),
    );
    // zod types its JSON Schema and fast-json-stringify its own; both are plain JSON Schema (draft 7).
    stringify = fastJson(schema as Parameters<typeof fastJson>[0]);
  } catch {
    return serializerCompiler(route);
  }
  const serialize = (data: unknown) => stringify(data);
  compiledAnswers.set(route.schema, serialize);
  return serialize;
};

/**
 * Each answer schema's serializer, compiled once per process: the schemas are module constants, and
 * a serializer is a pure function of its schema, so another instance of the API (a test's, or one
 * started again) reuses it instead of converting and compiling every route's answers anew.
 */
const compiledAnswers = new WeakMap<z.ZodType, (data: unknown) => string>();

/**
 * A nullable value (`X.nullish()`, JSON Schema `anyOf: [X, null]`) as `X` whose type may be null.
 * fast-json-stringify picks an `anyOf` branch by validating the value against each, and an object
 * with a key its schema does not name matches neither: it would throw where zod strips the key.
 * Written as one type, the object's named fields are written and the rest left out, as zod does.
 */
function nullableWithoutUnion(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableWithoutUnion);
  if (!isNode(schema)) return schema;
  const rewritten: JsonSchemaNode = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === 'enum' || key === 'const' ? value : nullableWithoutUnion(value),
    ]),
  );
  const union: unknown[] = Array.isArray(rewritten.anyOf) ? rewritten.anyOf : [];
  const branches = union.filter(isNode);
  if (union.length !== 2 || branches.length !== 2) return rewritten;
  const isNull = (b: JsonSchemaNode) => b.type === 'null' && Object.keys(b).length === 1;
  const other = branches.find((b) => !isNull(b));
  if (!branches.some(isNull) || !other || typeof other.type !== 'string') return rewritten;
  const { anyOf: _union, ...rest } = rewritten;
  return { ...rest, ...other, type: [other.type, 'null'] };
}

/** A JSON Schema object, its keywords read as unknowns. */
type JsonSchemaNode = Record<string, unknown>;
const isNode = (value: unknown): value is JsonSchemaNode =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The error body of every refusal: `{ status, error, message, errors }` (errorBody in domain/server). */
export const errorAnswer = z.object({
  status: z.number().int(),
  error: z.string(),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});

/**
 * What any operation may answer before its handler runs, added to every operation's document:
 * 414 (address too long); 400 where the path has a parameter (one whose %-encoding is broken
 * cannot be read); and where the method carries a body (Fastify reads one whether the route takes
 * it or not) 400 (broken JSON), 413 (too large) and 415 (not JSON).
 */
function edgeRefusals({ method, url }: { method: string | string[]; url: string }) {
  const methods = Array.isArray(method) ? method : [method];
  const body = methods.some((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m.toUpperCase()));
  if (body) return refusals(400, 413, 414, 415);
  return url.includes(':') ? refusals(400, 414) : refusals(414);
}

/** The refusals a route may answer, for the document (every refusal has the same body). */
export const refusals = (...statuses: (400 | 401 | 403 | 404 | 413 | 414 | 415 | 429)[]) =>
  recordOf(statuses, () => errorAnswer);

/** A 204: done, nothing to say. */
export const noContent = z.undefined().describe('Done; no content');

/** A message answer, such as "Password updated". */
export const messageAnswer = z.object({ message: z.string() });

/** The API's own routes with zod types. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
/** The API's routes, declared with zod schemas. */
export type TypedApi = ReturnType<typeof typed>;

/**
 * Installs the zod compilers and the OpenAPI document. Must run before the routes are registered:
 * the document collects them as they are added.
 */
const toOpenApi = createJsonSchemaTransform({ skipList: [] });

export async function installSchemas(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${SITE_NAME} REST API`,
        version: '1.0.0',
        description:
          'Businesses, rental homes, products and social groups that are fragrance-free, with their reviews. ' +
          'Sessions are HttpOnly cookies set by /api/auth/login; ' +
          'every refusal has the body `{status, error, message, errors}`.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'ffc_access' } } },
    },
    transform: (document) =>
      toOpenApi({
        ...document,
        schema: {
          ...document.schema,
          // A route's own answers come last: its 400 may say more than the edge's.
          response: { ...edgeRefusals(document.route), ...(document.schema.response ?? {}) },
        },
      }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  typed(app).get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
