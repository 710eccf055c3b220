/**
 * Web Push through the REST API and a push service the test starts (https, trusted through
 * NODE_EXTRA_CA_CERTS): the public key, subscriptions and their refusals, and pushes sent by the
 * real sender: checked by the service (VAPID JWT signed with the published key, for its origin),
 * decrypted with the subscription's keys, only of the types a person turned on, a gone browser
 * dropped, a failed one retried later.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { PUSH_SUBSCRIPTIONS_MAX, PUSH_TTL_SECONDS, WATCHING } from '@ffc/domain';
import { compiled, rows } from '../db/query.js';
import { startTestPushService, type TestPushService } from '../../test/push-service.js';
import {
  addPortlandBusiness,
  buildTestApi,
  DATABASE_ENGINES,
  demoPeople,
  type TestApi,
  type TestClient,
} from '../../test/testing.js';
import { pushSubscriptions, vapidSubject, webPushSender } from './push.js';

describe.each(DATABASE_ENGINES)('web push on %s', (engine) => {
  let api: TestApi;
  let member: TestClient;
  let moderator: TestClient;
  let administrator: TestClient;
  let service: TestPushService;
  let places: { usa: number; oregon: number };
  const failures: unknown[] = [];

  /** One push round, as the API's maintenance runs it: queue, then send what is due. */
  const round = async () => {
    const { ctx } = api;
    await ctx.push.subscriptions.queue(ctx.db);
    const subject = vapidSubject(ctx.config.publicUrl, ctx.config.mailFrom);
    const send = webPushSender(await ctx.push.keys(), subject, false, (error) => failures.push(error));
    return ctx.push.subscriptions.deliver(ctx.db, send, ctx.config.publicUrl);
  };
  const pushOn = async (client: TestClient, types: Record<string, boolean>) => {
    const settings = (await client.get('/user/notification-settings')).json<{ push: Record<string, boolean> }>();
    const saved = await client.put('/user/notification-settings', {
      ...settings,
      push: { ...settings.push, ...types },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const count = async (table: 'push_subscriptions' | 'push_deliveries') =>
    (await rows(api.db, compiled(sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`)))[0]!.n;

  beforeAll(async () => {
    api = await buildTestApi(engine);
    ({ member, moderator, administrator, places } = await demoPeople(api));
    service = await startTestPushService();
  });
  afterAll(async () => {
    await service.close();
    await api.close();
  });

  it('publishes one VAPID public key to anyone, made once and kept with its private key sealed', async () => {
    const answer = await api.client().get('/push/public-key');
    expect(answer.statusCode).toBe(200);
    const { publicKey } = answer.json<{ publicKey: string }>();
    const raw = Buffer.from(publicKey, 'base64url');
    expect([raw.length, raw[0]]).toEqual([65, 4]);
    expect((await member.get('/push/public-key')).json()).toEqual({ publicKey });
    const [kept] = await rows(
      api.db,
      compiled(sql<{ public_key: string; private_key: string }>`SELECT public_key, private_key FROM site_keys`),
    );
    expect(kept!.public_key).toBe(publicKey);
    expect(kept!.private_key).toMatch(/^v1\./);
  });

  it('refuses a malformed subscription at its field, and a stranger', async () => {
    const good = service.subscribe();
    const refusal = async (body: unknown, client = member) => {
      const response = await client.post('/user/push-subscriptions', body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json<{ errors: { field: string; message: string }[] }>().errors;
    };
    expect(await refusal({ ...good, endpoint: 'http://127.0.0.1/push/x' })).toEqual([
      { field: 'endpoint', message: WATCHING.push.badEndpoint },
    ]);
    expect(await refusal({ ...good, endpoint: 'not a url' })).toEqual([
      { field: 'endpoint', message: WATCHING.push.badEndpoint },
    ]);
    expect(await refusal({ ...good, keys: { ...good.keys, p256dh: 'BAAA' } })).toEqual([
      { field: 'keys.p256dh', message: WATCHING.push.badKey },
    ]);
    expect(await refusal({ ...good, keys: { ...good.keys, auth: `${good.keys.auth}AAAA` } })).toEqual([
      { field: 'keys.auth', message: WATCHING.push.badKey },
    ]);
    expect((await api.client().post('/user/push-subscriptions', good)).statusCode).toBe(401);
    // At most PUSH_SUBSCRIPTIONS_MAX browsers a person; one already kept may be sent again.
    const browsers = Array.from({ length: PUSH_SUBSCRIPTIONS_MAX }, () => service.subscribe());
    for (const b of browsers) expect((await administrator.post('/user/push-subscriptions', b)).statusCode).toBe(204);
    expect(await refusal(service.subscribe(), administrator)).toEqual([
      { field: 'endpoint', message: WATCHING.push.tooMany },
    ]);
    expect((await administrator.post('/user/push-subscriptions', browsers[0])).statusCode).toBe(204);
    for (const b of browsers)
      await administrator.delete('/user/push-subscriptions', { body: { endpoint: b.endpoint } });
    // In production a push service must be on a public address: this one, on loopback, is refused.
    const production = pushSubscriptions('x'.repeat(32), true);
    await expect(production.subscribe(api.db, 1, good)).rejects.toMatchObject({
      status: 400,
      errors: [{ field: 'endpoint', message: WATCHING.push.badEndpoint }],
    });
  });

  it('pushes the types a person turned on to each of their browsers, checked and decrypted by the service', async () => {
    const browser = service.subscribe();
    expect((await member.post('/user/push-subscriptions', { ...browser, expirationTime: null })).statusCode).toBe(204);
    // Subscribing again keeps one; the list names the browser, never its keys, and to its person only.
    expect((await member.post('/user/push-subscriptions', browser)).statusCode).toBe(204);
    const held = await member.get('/user/push-subscriptions');
    expect(held.headers['cache-control']).toContain('no-store');
    expect(held.json()).toEqual([{ endpoint: browser.endpoint, since: expect.any(String) }]);
    expect((await moderator.get('/user/push-subscriptions')).json()).toEqual([]);
    await pushOn(member, { reported: true });
    const id = await addPortlandBusiness(moderator, places, { name: 'Pushed Cafe' });
    expect((await member.put(`/user/watches/businesses/${id}`)).statusCode).toBe(204);

    // A review is not pushed (not turned on); a report is.
    const reviewed = await moderator.post(`/businesses/${id}/reviews`, { name: 'Lovely, no scent', rating: 5 });
    expect(reviewed.statusCode, reviewed.body).toBe(201);
    const reported = await moderator.post(`/businesses/${id}/reports`, { reason: 'scented', text: 'New soap.' });
    expect(reported.statusCode, reported.body).toBe(201);
    // The API's own background round may send it first: either way it arrives once.
    await round();

    const push = await service.pushFor(browser.endpoint);
    const { publicKey } = (await api.client().get('/push/public-key')).json<{ publicKey: string }>();
    expect(push.key).toBe(publicKey);
    expect(push.claims).toMatchObject({ aud: service.origin, sub: 'mailto:no-reply@localhost' });
    expect(push.ttl).toBe(PUSH_TTL_SECONDS);
    expect(push.payload).toEqual({
      type: 'reported',
      title: 'Pushed Cafe',
      text: WATCHING.text.reported,
      url: new URL(`/businesses/${id}`, api.ctx.config.publicUrl).href,
    });
    expect(service.refused).toEqual([]);
    expect(failures).toEqual([]);
    await expect.poll(() => count('push_deliveries')).toBe(0);
    // Nothing is sent twice.
    await round();
    expect(service.received).toEqual([]);

    // The browser unsubscribed at its push service: the next push finds it gone, and it is dropped.
    service.forget(browser.endpoint);
    const other = await addPortlandBusiness(moderator, places, { name: 'Gone Cafe' });
    await member.put(`/user/watches/businesses/${other}`);
    const again = await moderator.post(`/businesses/${other}/reports`, { reason: 'scented', text: 'Candles.' });
    expect(again.statusCode, again.body).toBe(201);
    await round();
    const left = async () =>
      (
        await rows(
          api.db,
          compiled(
            sql<{ n: number }>`SELECT count(*)::int AS n FROM push_subscriptions WHERE endpoint = ${browser.endpoint}`,
          ),
        )
      )[0]!.n;
    await expect.poll(left).toBe(0);
  });

  it('retries a push its service did not take, later, and stops a browser by its endpoint', async () => {
    // Nothing listens on port 1: the send fails, and the delivery waits for its next try.
    const away = { endpoint: 'https://127.0.0.1:1/push/away', keys: service.subscribe().keys };
    expect((await member.post('/user/push-subscriptions', away)).statusCode).toBe(204);
    const id = await addPortlandBusiness(moderator, places, { name: 'Retried Cafe' });
    await member.put(`/user/watches/businesses/${id}`);
    await moderator.post(`/businesses/${id}/reports`, { reason: 'scented', text: 'Candles.' });
    await round();
    const [waiting] = await rows(
      api.db,
      compiled(
        sql<{ attempts: number; later: boolean }>`SELECT attempts, due_at > now() AS later FROM push_deliveries`,
      ),
    );
    expect(waiting).toEqual({ attempts: 1, later: true });

    // Another person turns push on in that browser: what was queued for the member is not sent to it.
    expect((await administrator.post('/user/push-subscriptions', away)).statusCode).toBe(204);
    expect(await count('push_deliveries')).toBe(0);
    expect((await member.delete('/user/push-subscriptions', { body: { endpoint: away.endpoint } })).statusCode).toBe(
      404,
    );
    expect((await administrator.post('/user/push-subscriptions', away)).statusCode).toBe(204);
    await administrator.delete('/user/push-subscriptions', { body: { endpoint: away.endpoint } });
    expect((await member.post('/user/push-subscriptions', away)).statusCode).toBe(204);

    expect((await member.delete('/user/push-subscriptions', { body: { endpoint: away.endpoint } })).statusCode).toBe(
      204,
    );
    expect((await member.delete('/user/push-subscriptions', { body: { endpoint: away.endpoint } })).statusCode).toBe(
      404,
    );
    expect(await count('push_deliveries')).toBe(0);
  });
});
