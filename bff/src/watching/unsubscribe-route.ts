/**
 * One-click unsubscribe at the site's address (RFC 8058): a mail program posts
 * `List-Unsubscribe=One-Click` to the link of a notification mail, with no cookie and no page of this
 * site behind it, so this route is outside GraphQL and its CSRF rule; the signed token in the address
 * is the whole capability, and the API checks it. A `GET` of the same address is the web app's page.
 */
import type { FastifyInstance } from 'fastify';
import type { RestTransport } from '../rest/api.js';
import { restFor } from '../rest/request.js';
import { RestError, UpstreamUnavailableError } from '../rest/errors.js';

/** The form a mail program posts is one short field. */
const FORM_LIMIT_BYTES = 1024;

export async function unsubscribeRoute(app: FastifyInstance, { transport }: { transport: RestTransport }) {
  await app.register(async (scope) => {
    // Read and dropped: the address alone says what to stop.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
      (_request, _body, done) => done(null, {}),
    );
    scope.post<{ Params: { token: string } }>('/unsubscribe/:token', async (request, reply) => {
      // The call goes without the browser's cookies (`anonymous`): the token alone is the capability.
      const rest = restFor(request, transport);
      void reply.header('cache-control', 'no-store');
      try {
        return reply.send(await rest.unsubscribe(request.params.token));
      } catch (error) {
        if (error instanceof RestError) return reply.status(error.status).send({ message: error.message });
        if (error instanceof UpstreamUnavailableError) return reply.status(503).send({ message: error.message });
        throw error;
      }
    });
  });
}
