/**
 * Work a route does after it has answered, so that how long the answer takes tells nothing about
 * it (whether an account exists, say). A failure is logged, never an unhandled rejection; closing
 * the API waits for what is still running.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface AfterAnswer {
  /** Starts `work` once the current answer has gone out. */
  run(what: string, work: () => Promise<unknown>): void;
  /** Resolves when nothing is running (tests wait on it before asserting that nothing happened). */
  settled(): Promise<void>;
}

export function createAfterAnswer(log: FastifyBaseLogger): AfterAnswer {
  const running = new Set<Promise<void>>();
  return {
    run(what, work) {
      // setImmediate: after this turn's I/O, which is when the reply is written.
      const task: Promise<void> = new Promise((resolve) => setImmediate(resolve))
        .then(work)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error }, `${what} failed after the answer`),
        )
        .finally(() => running.delete(task));
      running.add(task);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
