/**
 * Whole GraphQL answers kept for anonymous visitors: list, detail and reference reads only, in Redis
 * when configured (shared by every BFF instance), in this process otherwise. A request that carries
 * any cookie never reads nor fills it, so nothing a signed-in person sees is shared; only a query's
 * answer is kept, never a mutation's (a login must reach the API to get its cookies). Every mutation,
 * whoever sends it, drops what it changes: the entries it names (`Business:12`) and that kind's lists
 * (every answer holding a `BusinessListItem`); a mutation not known here drops everything. A short
 * lifetime bounds whatever is missed (a change made straight through the REST API). While Redis does
 * not answer, the cache is skipped and requests go on.
 */
import { createHash } from 'node:crypto';
import {
  getArgumentValues,
  getOperationAST,
  isObjectType,
  Kind,
  OperationTypeNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { createInMemoryCache, useResponseCache, type Cache } from '@graphql-yoga/plugin-response-cache';
import type { Redis } from 'ioredis';
import { redisReady } from '@ffc/server-kit/shared-state';

/** How long an answer is kept at most: the safety net for changes no mutation here announced. */
export const RESPONSE_CACHE_TTL_MS = 60_000;
/** Answers kept in this process when there is no Redis. */
const MEMORY_ENTRIES = 2_000;

/** The root fields whose answers are the same for every anonymous visitor: lists, details, reference data. */
export const CACHED_QUERY_FIELDS: ReadonlySet<string> = new Set([
  'businesses',
  'homes',
  'products',
  'socials',
  'business',
  'home',
  'product',
  'social',
  'types',
  'states',
  'accommodations',
  'mapTiles',
]);

type Entity = Parameters<Cache['invalidate']>[0] extends Iterable<infer E> ? E : never;

/** Mutations that change nothing any cached answer shows (sessions, mail, support tickets). */
const CHANGES_NOTHING_CACHED: ReadonlySet<string> = new Set([
  'login',
  'logout',
  'signup',
  'forgotUsername',
  'forgotPassword',
  'resetPassword',
  'resetPasswordWithToken',
  'adminResetPassword',
  'sendEmailConfirmation',
  'createSupportTicket',
  'updateSupportTicket',
  'deleteSupportTicket',
  // Needs: what they change (the pages of the person's reviews, when shown) their resolver names (`changed`).
  'updateNeeds',
  'clearNeeds',
  // A person's lists (My places): no cached answer shows them.
  'createUserList',
  'renameUserList',
  'deleteUserList',
  'addToUserList',
  'removeFromUserList',
  'shareUserList',
  // Watching: no cached answer shows who watches what, nor anyone's notifications.
  'watch',
  'unwatch',
  'markNotificationsRead',
  'watchArea',
  'unwatchArea',
  'subscribePush',
  'unsubscribePush',
]);

/** The GraphQL type of each entry kind, by every name a mutation's `kind` argument or its own name gives it. */
const KIND_TYPES: Readonly<Record<string, string>> = {
  Business: 'Business',
  Home: 'Home',
  Product: 'Product',
  Social: 'Social',
  BUSINESS: 'Business',
  HOME: 'Home',
  PRODUCT: 'Product',
  SOCIAL: 'Social',
  businesses: 'Business',
  homes: 'Home',
  products: 'Product',
  socials: 'Social',
};
const ENTRY_MUTATION = /^(?:create|update|delete|check|set)(Business|Home|Product|Social)(?:Accommodations|Closed)?$/;
const PARENT_MUTATION = new Set(['createReview', 'updateReview', 'deleteReview']);
const KIND_MUTATION = new Set(['reportEntry', 'revertEntry']);

const idOf = (value: unknown): number | string | undefined =>
  typeof value === 'number' || typeof value === 'string' ? value : undefined;

/** What one successful mutation field changes: the entries it names and its kind's lists; `all` when unknown. */
export function changedBy(field: string, args: Readonly<Record<string, unknown>>): readonly Entity[] | 'all' {
  const own = ENTRY_MUTATION.exec(field)?.[1];
  const kind =
    own ?? (PARENT_MUTATION.has(field) || KIND_MUTATION.has(field) ? KIND_TYPES[String(args.kind)] : undefined);
  if (kind) {
    const ids = PARENT_MUTATION.has(field) ? [args.parentId] : [args.id, args.mergedIntoId];
    return [
      { typename: `${kind}ListItem` },
      ...ids
        .map(idOf)
        .filter((id) => id !== undefined)
        .map((id) => ({ typename: kind, id })),
    ];
  }
  // A helpful vote shows on the review; a photo on its entry's page and as a list row's cover.
  if (field === 'voteHelpful') return [{ typename: 'Review', id: idOf(args.id) }];
  if (field === 'deletePhoto' || field === 'reportPhoto') return [{ typename: 'Photo', id: idOf(args.id) }];
  return CHANGES_NOTHING_CACHED.has(field) ? [] : 'all';
}

/** A photo added to an entry (the REST upload, outside GraphQL): its page and its kind's lists. */
export function changedByUpload(collection: string, id: number): readonly Entity[] {
  const kind = KIND_TYPES[collection];
  return kind ? [{ typename: `${kind}ListItem` }, { typename: kind, id }] : [];
}

/** The answers kept in Redis: each under its key, and listed under every entity and type it holds. */
export function redisResponseCache(redis: Redis): Cache {
  const answerKey = (id: string) => `response-cache:answer:${id}`;
  const entityKey = ({ typename, id }: Entity) =>
    `response-cache:holding:${typename}${id === undefined ? '' : `:${id}`}`;
  return {
    async get(id) {
      // Disconnected: a miss at once, not a wait for the command's timeout.
      if (!redisReady(redis)) return undefined;
      const stored = await redis.get(answerKey(id)).catch(() => null);
      if (!stored) return undefined;
      // Stored by `set` below from an ExecutionResult.
      return JSON.parse(stored) as ExecutionResult<Record<string, unknown>>;
    },
    async set(id, result, entities, ttl) {
      if (!redisReady(redis)) return;
      const ms = Number.isFinite(ttl) ? ttl : RESPONSE_CACHE_TTL_MS;
      const multi = redis.multi().set(answerKey(id), JSON.stringify(result), 'PX', ms);
      const holding = new Set<string>();
      for (const entity of entities) {
        holding.add(entityKey({ typename: entity.typename }));
        if (entity.id !== undefined) holding.add(entityKey(entity));
      }
      // Every answer lives the same time, so each new one may push its lists' expiry out.
      for (const key of holding) multi.sadd(key, id).pexpire(key, ms);
      await multi.exec().catch(() => undefined);
    },
    async invalidate(entities) {
      const keys = [...new Set([...entities].map(entityKey))];
      if (!keys.length || !redisReady(redis)) return;
      try {
        const pipeline = redis.pipeline();
        for (const key of keys) pipeline.smembers(key);
        const replies = (await pipeline.exec()) ?? [];
        const answers = replies.flatMap(([error, members]) =>
          error || !Array.isArray(members) ? [] : members.map((member) => answerKey(String(member))),
        );
        await redis.del(...keys, ...answers);
      } catch {
        // Redis is away: what it holds expires within the cache's lifetime.
      }
    },
  };
}

export interface ResponseCache {
  readonly plugins: Plugin[];
  /** Drops what a change outside GraphQL (a photo upload) made stale. */
  readonly invalidate: (entities: readonly Entity[]) => Promise<void>;
}

/** A hash of what makes an answer: the document, its variables, and the language places are named in. */
function answerId(
  documentString: string,
  variables: unknown,
  operationName: string | null | undefined,
  language: string,
): string {
  return createHash('sha256')
    .update(JSON.stringify([documentString, variables ?? null, operationName ?? null, language]))
    .digest('base64url');
}

/** Whether the request comes from a browser with no cookie at all: nobody signed in, nothing personal. */
const anonymous = (request: Request) => !request.headers.get('cookie');

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

const isEntity = (value: unknown): value is Entity =>
  isObject(value) &&
  'typename' in value &&
  typeof value.typename === 'string' &&
  (!('id' in value) || value.id === undefined || typeof value.id === 'string' || typeof value.id === 'number');

export function responseCache(schema: GraphQLSchema, redis: Redis | undefined): ResponseCache {
  const cache = redis ? redisResponseCache(redis) : createInMemoryCache({ max: MEMORY_ENTRIES });
  // Every type an answer can hold, for a mutation that may have changed anything.
  const everything: Entity[] = Object.values(schema.getTypeMap())
    .filter((type) => isObjectType(type) && !type.name.startsWith('__'))
    .map((type) => ({ typename: type.name }));
  // Every other root field (a person's own data, history, moderation) keeps its answers out: a lifetime of 0.
  const notCached = Object.fromEntries(
    Object.keys(schema.getQueryType()?.getFields() ?? {})
      .filter((field) => !CACHED_QUERY_FIELDS.has(field))
      .map((field) => [`Query.${field}`, 0]),
  );

  // The executions that run a query, the only operation whose answer may be kept. With its own mutation
  // handling off, the envelop plugin runs a mutation down a query's path and would keep its answer: a
  // second anonymous login with the same name and password was then answered from the cache, without
  // the API, so the browser got no session cookies and its next signed-in call was refused.
  const queries = new WeakSet<object>();

  const invalidateMutations: Plugin = {
    onExecute({ args }) {
      // Envelop types these arguments `any`, to serve every graphql version; ours is graphql 16's.
      const {
        contextValue,
        document,
        operationName,
        schema: executed,
        variableValues,
      } = args as Pick<ExecutionArgs, 'contextValue' | 'document' | 'operationName' | 'schema' | 'variableValues'>;
      const operation = getOperationAST(document, operationName);
      if (operation?.operation === OperationTypeNode.QUERY && isObject(contextValue)) queries.add(contextValue);
      const mutation = executed.getMutationType();
      if (operation?.operation !== OperationTypeNode.MUTATION || !mutation) return;
      return {
        async onExecuteDone({ result }) {
          const data = 'data' in result ? result.data : undefined;
          if (!data) return;
          const changed: Entity[] = [];
          for (const selection of operation.selectionSet.selections) {
            if (selection.kind !== Kind.FIELD) continue;
            const field = mutation.getFields()[selection.name.value];
            // A field that failed changed nothing.
            if (!field || data[selection.alias?.value ?? selection.name.value] == null) continue;
            const what = changedBy(field.name, getArgumentValues(field, selection, variableValues ?? {}));
            changed.push(...(what === 'all' ? everything : what));
          }
          // And what resolvers found they changed beyond their arguments (context.ts `changed`).
          if (isObject(contextValue) && 'changed' in contextValue && Array.isArray(contextValue.changed))
            changed.push(...contextValue.changed.filter(isEntity));
          // Done before the answer goes out: the next read, whoever sends it, is fresh.
          if (changed.length) await cache.invalidate(changed);
        },
      };
    },
  };

  return {
    plugins: [
      useResponseCache({
        cache,
        ttl: RESPONSE_CACHE_TTL_MS,
        ttlPerSchemaCoordinate: notCached,
        // Anything but a query (a login, a sign-up, a mail sent) gets a lifetime of 0: never kept. Nor
        // is a kept answer served to one: its key names the document and the operation, so a query's.
        onTtl: ({ ttl, context }) => (isObject(context) && queries.has(context) ? ttl : 0),
        enabled: anonymous,
        session: () => null,
        // The language decides which country's place a list's typed "near" finds.
        buildResponseCacheKey: ({ documentString, variableValues, operationName, request }) =>
          answerId(documentString, variableValues, operationName, request.headers.get('accept-language') ?? ''),
        // The envelop plugin's own mutation handling runs only for anonymous requests; ours runs for all.
        invalidateViaMutation: false,
      }),
      invalidateMutations,
    ],
    invalidate: async (entities) => {
      if (entities.length) await cache.invalidate(entities);
    },
  };
}
