/** Waiting for a state rather than for a time: a busy machine then only makes a test slower. */

/** Polls `check` until it holds; fails naming `what` after `timeoutMs`. */
export async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the API at `apiUrl` reports itself healthy again (a refused connection counts as not yet). */
export async function untilHealthy(apiUrl: string): Promise<void> {
  await until(
    'the API is healthy again',
    async () =>
      (await fetch(`${apiUrl}/actuator/health`).then(
        (r) => r.status,
        () => 0,
      )) === 200,
  );
}
