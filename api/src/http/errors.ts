/** API errors and the one error handler: `{ status, error, message, errors }`, never a stack trace or SQL. */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { M, V, type FieldError } from '@ffc/domain';
import { errorBody, frameworkMessage, URL_MAX_LENGTH } from '@ffc/server-kit/server';
import { databaseOutageLog, isDatabaseUnavailable } from '../db/outage.js';

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

export { errorBody };

/** Fastify's own early refusals (a bad or over-long URL) in the same body as every other error. */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send(errorBody(status, frameworkMessage(status, error.code)));
}

export function installErrorHandler(app: FastifyInstance): void {
  const outage = databaseOutageLog(app.log, 'database unavailable');
  app.setNotFoundHandler((_request, reply) => {
    void reply.status(404).send(errorBody(404, M.notFound));
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).send(errorBody(error.status, error.message, error.errors));
    }
    if (isDatabaseUnavailable(error)) {
      outage(error);
      return reply.status(503).send(errorBody(503, M.databaseUnavailable));
    }
    const status = error.statusCode;
    if (status && status >= 400 && status < 500)
      return reply.status(status).send(errorBody(status, frameworkMessage(status, error.code)));
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(errorBody(500, M.serverError));
  });
  // Every operation may answer 414 (the document says so), not only those with a too-long path id.
  app.addHook('onRequest', async (request) => {
    if (request.url.length > URL_MAX_LENGTH) throw new ApiError(414, M.urlTooLong);
  });
  // No text field may carry NUL: PostgreSQL refuses it, and no person types it.
  app.addHook('preValidation', async (request) => {
    const where = nulIn(request.body) ?? nulIn(request.query);
    if (where !== undefined) throw badRequest(V.controlCharacter, [{ field: where, message: V.controlCharacter }]);
  });
}

/** The first field (dotted path) whose text holds a NUL character, if any. */
function nulIn(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : undefined;
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = nulIn(inner, path ? `${path}.${key}` : key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
