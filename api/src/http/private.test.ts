/**
 * What belongs to the person who asked is marked `private, no-store`, so that no cache on the way
 * (a proxy, a CDN, the browser's own) keeps it; what anyone may read is not marked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi, type TestClient } from '../../test/testing.js';
import { roleClients, type Role } from '../../test/testing-roles.js';
import { PRIVATE_ANSWER } from './private.js';

describe('answers that are the reader’s own', () => {
  let api: TestApi;
  let clients: Record<Role, TestClient>;
  let business: number;

  beforeAll(async () => {
    api = await buildTestApi('pglite');
    clients = await roleClients(api);
    business = (await api.db.query<{ id: number }>('SELECT id FROM businesses ORDER BY id LIMIT 1'))[0]!.id;
    // The member may have reviewed the demo business already: then that review is theirs.
    const reviewed = await clients.member.post(`/businesses/${business}/reviews`, { name: 'Could breathe', rating: 4 });
    expect([201, 400], reviewed.body).toContain(reviewed.statusCode);
  });
  afterAll(() => api.close());

  const cacheControl = async (client: TestClient, path: string) => {
    const answer = await client.get(path);
    expect(answer.statusCode, `${path}: ${answer.body}`).toBe(200);
    return answer.headers['cache-control'];
  };

  it('are private: the profile, needs, lists, export, own review, and pages read for a signed-in person', async () => {
    for (const path of [
      '/user',
      '/user/needs',
      '/user/lists',
      '/user/export',
      `/businesses/${business}/reviews/mine`,
      `/businesses/${business}/reviews`,
      `/businesses/${business}/reviews?likeMe=true`,
      '/businesses?page=0&size=5',
    ])
      expect(await cacheControl(clients.member, path), path).toBe(PRIVATE_ANSWER);
  });

  it('are not marked when anyone may read them', async () => {
    for (const path of [`/businesses/${business}/reviews`, '/businesses?page=0&size=5', `/businesses/${business}`])
      expect(await cacheControl(clients.anonymous, path), path).not.toBe(PRIVATE_ANSWER);
  });
});
