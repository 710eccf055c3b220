/** REST failures as GraphQL errors: `extensions.code`, `extensions.status`, `extensions.fieldErrors`. */
import { GraphQLError } from 'graphql';
import { M, type FieldError } from '@ffc/domain';
import { z } from 'zod';

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR'
  | 'UPSTREAM_UNAVAILABLE';

export function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status >= 400 && status < 500) return 'BAD_REQUEST';
  // The API is there but cannot serve (its database is down, a proxy timed out): try again shortly.
  if (status === 502 || status === 503 || status === 504) return 'UPSTREAM_UNAVAILABLE';
  return 'INTERNAL_SERVER_ERROR';
}

/** The REST API answered with an error status. */
export class RestError extends GraphQLError {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message, { extensions: { code: codeForStatus(status), status, fieldErrors } });
  }
}

/** One GraphQL request wanted more REST calls than REST_CALLS_PER_REQUEST. */
export class TooManyLookupsError extends GraphQLError {
  constructor() {
    super(M.tooManyLookups, { extensions: { code: 'BAD_REQUEST', fieldErrors: [] } });
  }
}

/** The REST API did not answer at all. */
export class UpstreamUnavailableError extends GraphQLError {
  constructor() {
    super(M.databaseUnavailable, {
      extensions: { code: 'UPSTREAM_UNAVAILABLE', fieldErrors: [] },
    });
  }
}

/** The REST error body as far as the BFF relies on it; anything else becomes a generic failure. */
export const restErrorBody = z.object({
  message: z.string().catch('Request failed.'),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).catch([]),
});
