/**
 * Answers that belong to the person who asked (their needs, their lists, rows counted against their
 * needs, their data export): no cache on the way, shared or the browser's own, keeps a copy.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';

export const PRIVATE_ANSWER = 'private, no-store';

/** Marks this one answer as the reader's own. */
export function privateAnswer(reply: FastifyReply): void {
  void reply.header('cache-control', PRIVATE_ANSWER);
}

/** Marks every answer of the routes registered in `app` (a plugin's scope) as the reader's own. */
export function privateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => privateAnswer(reply));
}
