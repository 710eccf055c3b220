/**
 * What a browser or a shared cache on the way may keep of a GraphQL answer. Only an answer that is
 * the same for everyone may be kept: a query sent without a cookie, whose root fields are all
 * public reads (lists, details, reference data: `CACHED_QUERY_FIELDS`), answered without error or
 * Set-Cookie; it says `Vary: Cookie`, so that no cache hands it to a request that carries one.
 * Every other answer (a mutation, anything sent with a cookie, anything touching the session or a
 * person's own data, however it was asked: POST or GET) is `private, no-store`.
 */
import type { FastifyRequest } from 'fastify';
import { getOperationAST, Kind, OperationTypeNode, parse, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { CACHED_QUERY_FIELDS } from './response-cache.js';

export const PERSONAL_ANSWER = 'private, no-store';
/** Kept, but asked again before each use: a place's state can change at any moment. */
export const PUBLIC_ANSWER = 'public, no-cache';

/** Whether the document's operation is a query of public root fields only. */
export function isPublicRead(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operation = getOperationAST(document, operationName);
  return (
    operation?.operation === OperationTypeNode.QUERY &&
    operation.selectionSet.selections.every(
      (selection) =>
        selection.kind === Kind.FIELD &&
        (selection.name.value === '__typename' || CACHED_QUERY_FIELDS.has(selection.name.value)),
    )
  );
}

/** Requests whose operation is a public read sent without a cookie (noted by the plugin, read by `cacheHeadersFor`). */
const publicReads = new WeakSet<FastifyRequest>();

/** Whether each document text seen lately is a public read, by its text and operation name. */
const knownReads = new Map<string, boolean>();
const KNOWN_READS_MAX = 500;

function publicReadText(query: string, operationName: string | null | undefined): boolean {
  const key = `${operationName ?? ''}\n${query}`;
  let known = knownReads.get(key);
  if (known === undefined) {
    try {
      known = isPublicRead(parse(query), operationName);
    } catch {
      known = false;
    }
    if (knownReads.size >= KNOWN_READS_MAX) knownReads.clear();
    knownReads.set(key, known);
  }
  return known;
}

/**
 * Notes, as each request's parameters arrive, whether it is a public read sent without a cookie:
 * that early, because an answer the response cache holds is sent before any parsing or execution.
 * An execution that ends in errors takes the note back.
 */
export const cacheControlPlugin: Plugin<object, { req: FastifyRequest }> = {
  onParams({ params, context }) {
    const request = context.req;
    if (!request || request.headers.cookie || typeof params.query !== 'string') return;
    if (publicReadText(params.query, params.operationName)) publicReads.add(request);
  },
  onExecute({ args }) {
    // Envelop types its arguments `any`, for every graphql version; this one is graphql 16's.
    const { contextValue } = args as { contextValue: { req?: FastifyRequest } };
    const request = contextValue.req;
    if (!request || !publicReads.has(request)) return;
    return {
      onExecuteDone({ result }) {
        // An answer with errors (a list that failed to load) is nobody's to keep.
        if (Symbol.asyncIterator in result || (result.errors?.length ?? 0) > 0) publicReads.delete(request);
      },
    };
  },
};

/** The Cache-Control (and Vary) of the answer to `request`, given its status and the cookies it sets. */
export function cacheHeadersFor(
  request: FastifyRequest,
  status: number,
  setsCookies: boolean,
): { cacheControl: string; varyCookie: boolean } {
  const shared = publicReads.has(request) && status === 200 && !setsCookies && !request.headers.cookie;
  return shared
    ? { cacheControl: PUBLIC_ANSWER, varyCookie: true }
    : { cacheControl: PERSONAL_ANSWER, varyCookie: false };
}
