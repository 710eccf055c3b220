/**
 * The API's request log names no shared list's link token, by the route a request resolves to and
 * by the path's spelling when it resolves to none: another letter case, escapes, double slashes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/testing.js';

describe("the API's request log", () => {
  let api: TestApi;
  const lines: string[] = [];
  beforeAll(async () => {
    api = await buildTestApi('pglite', { logLevel: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => api.close());

  it("keeps a shared list's token out however the address spells it", async () => {
    const secret = 'SECRETapitoken0123456789abcdefgh';
    const spellings = [
      `/api/shared-lists/${secret}`,
      `/api/shared-lists/${secret}?utm_source=mail`,
      `/api//shared-lists/${secret}`,
      `/api/shared-lists//${secret}`,
      `/api/Shared-Lists/${secret}`,
      `/api/%73hared-lists/${secret}`,
      `/api/shared-lists/${encodeURIComponent(secret)}%2F`,
    ];
    for (const url of spellings) {
      lines.length = 0;
      const answer = await api.app.inject({ url });
      expect([404, 400], url).toContain(answer.statusCode);
      const logged = lines.join('');
      expect(logged, url).toContain('"url":');
      expect(logged, url).toContain('[redacted]');
      expect(logged, url).not.toContain(secret);
    }
  });
});
