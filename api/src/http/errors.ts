/** API errors and the one error handler: `{ status, error, message, errors }`, never a stack trace or SQL. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { fieldErrors, M, validationMessage, type FieldError } from '@ffc/domain';
import type { z } from 'zod';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors: FieldError[] = []) => new ApiError(400, message, errors);
export const unauthorized = (message: string = M.notLoggedIn) => new ApiError(401, message);
export const forbidden = () => new ApiError(403, M.forbidden);
export const notFound = (message: string = M.notFound) => new ApiError(404, message);

/** One field's rule failed: a 400 naming the field, its message also the headline. */
export const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** Validates input before use; a 400 with every field's message when it fails. */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const errors = fieldErrors(schema, data ?? {});
  throw badRequest(validationMessage(errors), errors);
}

export function errorBody(status: number, message: string, errors: FieldError[] = []) {
  return { status, error: REASONS[status] ?? 'Error', message, errors };
}

/** PostgreSQL could not be reached (connection refused, dropped, or the server is starting). */
function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === '57P03' || code === '08006' || code === '08001';
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    void reply.status(404).send(errorBody(404, M.notFound));
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).send(errorBody(error.status, error.message, error.errors));
    }
    if (error.statusCode === 413) return reply.status(413).send(errorBody(413, M.bodyTooLarge));
    if (error.statusCode === 429) return reply.status(429).send(errorBody(429, error.message || M.tooManyRequests));
    if (error.statusCode === 400 || error.statusCode === 415) {
      // Malformed JSON and the like: say so without echoing parser internals.
      return reply.status(400).send(errorBody(400, 'The request body is not valid JSON.'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).send(errorBody(503, M.databaseUnavailable));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(errorBody(500, M.serverError));
  });
}
