/**
 * The REST API's paths and what a call to each takes and answers, read from the types codegen
 * generates from the API's own OpenAPI document (`bff/src/generated/rest-api.ts`): a path the API
 * does not serve, a missing path parameter, an unknown query parameter or a body of the wrong shape
 * does not compile. `rest.test.ts` holds the negative cases.
 */
import type { paths } from '../generated/rest-api.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Lower<M extends Method> = Lowercase<M>;

/** Every path of the API that answers method `M` (`'/businesses/{id}'`…). */
export type PathOf<M extends Method> = {
  [P in keyof paths]: paths[P] extends { [K in Lower<M>]: object } ? P : never;
}[keyof paths];

/** The operation at path `P` for method `M`: its parameters, body and answers. */
type Operation<M extends Method, P extends PathOf<M>> = paths[P][Lower<M>];

type Parameters<O> = O extends { parameters: infer X } ? X : never;
/** The path parameters, or never when the path has none. */
type PathParameters<O> = Parameters<O> extends { path: infer X } ? X : never;
/**
 * The query parameters, or never when it takes none: each optional (the API supplies its defaults)
 * and each may be null (left out of the address, as an empty value is).
 */
type QueryParameters<O> =
  Parameters<O> extends { query?: infer Q } ? ([Q] extends [never] ? never : { [K in keyof Q]?: Q[K] | null }) : never;
/** The JSON body, or never when it takes none. */
type Body<O> = O extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;

/** What a call sends besides its method and path: path parameters, query and body, as the operation declares them. */
export type RestRequest<M extends Method, P extends PathOf<M>> = ([PathParameters<Operation<M, P>>] extends [never]
  ? { readonly path?: undefined }
  : { readonly path: PathParameters<Operation<M, P>> }) &
  ([QueryParameters<Operation<M, P>>] extends [never]
    ? { readonly query?: undefined }
    : { readonly query?: QueryParameters<Operation<M, P>> }) &
  ([Body<Operation<M, P>>] extends [never] ? { readonly body?: undefined } : { readonly body: Body<Operation<M, P>> });

/**
 * What a call every kind makes on its own path sends: the path parameters as the path declares them
 * for every collection, and a query or body the kind's own domain schema has checked (the union of
 * every kind's would accept none of them).
 */
export type KindRequest<M extends Method, P extends PathOf<M>> = Omit<RestRequest<M, P>, 'query' | 'body'> & {
  readonly query?: object;
  readonly body?: object;
};

/** The path with each `{name}` replaced by its parameter's value, encoded. */
export function fillPath(path: string, parameters: unknown): string {
  const values: Record<string, unknown> =
    typeof parameters === 'object' && parameters !== null ? { ...parameters } : {};
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = values[name];
    if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`No value for {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
}

/** The path's route as /metrics labels it: each parameter `:id`, so there are only as many routes as paths. */
export const routeOf = (path: string): string => path.replace(/\{\w+\}/g, ':id');
