/** REST failures as GraphQL errors: `extensions.code`, `extensions.status`, `extensions.fieldErrors`. */
import { GraphQLError } from 'graphql';
import type { FieldError } from '@ffc/domain';

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

/** The REST API did not answer at all. */
export class UpstreamUnavailableError extends GraphQLError {
  constructor() {
    super('The service is temporarily unavailable. Please try again shortly.', {
      extensions: { code: 'UPSTREAM_UNAVAILABLE', fieldErrors: [] },
    });
  }
}
