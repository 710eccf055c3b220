/**
 * Watching through the BFF and the real API over HTTP: watch a place, another person's change reaches
 * the watcher's notifications and unread count with the place's path, read marks, and nobody else's.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M, WATCHING } from '@ffc/domain';
import { placeIds } from '../../test/reviewed-kind.suite.js';
import { demoBusinessId, startStack, type GraphQLClient, type Stack } from '../../test/testing.js';

const NOTIFICATIONS = `{
  unreadNotifications
  notifications { content { id type kind entryId title text read path } totalElements pageNumber }
}`;

interface Notifications {
  unreadNotifications: number;
  notifications: {
    content: {
      id: number;
      type: string;
      kind: string;
      entryId: number;
      title: string;
      text: string;
      read: boolean;
      path: string;
    }[];
    totalElements: number;
  };
}

describe('watching through the BFF', () => {
  let stack: Stack;
  let member: GraphQLClient;
  let moderator: GraphQLClient;
  let businessId: number;

  beforeAll(async () => {
    stack = await startStack();
    [member, moderator] = await stack.loggedIn('member', 'moderator');
    businessId = await demoBusinessId(member, 'Clear Air Cafe');
  });
  afterAll(() => stack.close());

  it("watches a place, and hears of another person's report with a link to it", async () => {
    const watched = await member.run('mutation ($e: Int!) { watch(kind: businesses, entryId: $e) }', { e: businessId });
    expect(watched.data).toEqual({ watch: true });
    const watches = await member.run<{ watches: { kind: string; entryId: number; name: string }[] }>(
      '{ watches { kind entryId name } }',
    );
    expect(watches.data!.watches).toEqual([{ kind: 'businesses', entryId: businessId, name: 'Clear Air Cafe' }]);

    const reported = await moderator.run(
      'mutation ($e: Int!) { reportEntry(kind: businesses, id: $e, reason: "scented") { id } }',
      { e: businessId },
    );
    expect(reported.errors).toBeUndefined();

    const heard = await member.run<Notifications>(NOTIFICATIONS);
    expect(heard.data!.unreadNotifications).toBe(1);
    const [first] = heard.data!.notifications.content;
    expect(first).toMatchObject({
      type: 'reported',
      kind: 'businesses',
      entryId: businessId,
      title: 'Clear Air Cafe',
      text: WATCHING.text.reported,
      read: false,
      path: `/businesses/${businessId}`,
    });
    // The moderator's own report is no news to them, and the member's notifications are theirs alone.
    const theirs = await moderator.run<Notifications>(NOTIFICATIONS);
    expect(theirs.data!.notifications.content.map((n) => n.id)).not.toContain(first!.id);

    const marked = await member.run('mutation ($ids: [Int!]) { markNotificationsRead(ids: $ids) }', {
      ids: [first!.id],
    });
    expect(marked.data).toEqual({ markNotificationsRead: true });
    expect((await member.run<Notifications>(NOTIFICATIONS)).data!.unreadNotifications).toBe(0);

    const unwatched = await member.run('mutation ($e: Int!) { unwatch(kind: businesses, entryId: $e) }', {
      e: businessId,
    });
    expect(unwatched.data).toEqual({ unwatch: true });
    expect((await member.run<{ watches: unknown[] }>('{ watches { entryId } }')).data!.watches).toEqual([]);
  });

  it('watches an area by a typed place, and hears of a new place there in one REST call a page', async () => {
    const WATCH = 'mutation ($input: AreaWatchInput!) { watchArea(input: $input) }';
    const area = { place: 'Eugene, Oregon', radiusKm: 20, kinds: ['businesses', 'products'] };
    const watched = await member.run<{ watchArea: number }>(WATCH, { input: area });
    expect(watched.errors).toBeUndefined();
    const areas = await member.run<{ areaWatches: Record<string, unknown>[] }>(
      '{ areaWatches { id place latitude longitude radiusKm kinds meetsNeeds } }',
    );
    expect(areas.data!.areaWatches).toEqual([
      expect.objectContaining({ id: watched.data!.watchArea, radiusKm: 20, kinds: ['businesses'], meetsNeeds: false }),
    ]);
    expect(areas.data!.areaWatches[0]!.place).toContain('Eugene');
    expect(areas.data!.areaWatches[0]!.latitude).toBeCloseTo(44.05, 1);

    const unknown = await member.run(WATCH, { input: { ...area, place: 'Qqzzxx Nowhere' } });
    expect(unknown.errors?.[0]?.extensions.fieldErrors).toEqual([{ field: 'place', message: M.placeNotFound }]);
    const wide = await member.run(WATCH, { input: { ...area, radiusKm: 500 } });
    expect(wide.errors?.[0]?.extensions.fieldErrors).toEqual([{ field: 'radiusKm', message: WATCHING.area.badRadius }]);

    const us = await placeIds(moderator, 'United States', 'Oregon');
    const created = await moderator.run<{ createBusiness: { id: number } }>(
      'mutation ($i: BusinessInput!) { createBusiness(input: $i) { id } }',
      {
        i: {
          name: 'Eugene Clean Air Books',
          description: 'No scented candles.',
          businessTypeId: 14,
          city: 'Eugene',
          stateId: us.state,
          countryId: us.country,
          website: 'https://books.example.org',
        },
      },
    );
    expect(created.errors).toBeUndefined();
    stack.calls.length = 0;
    const page = await member.run<{ notifications: { unread: number; content: { type: string; title: string }[] } }>(
      '{ notifications { unread content { type title } } }',
    );
    expect(page.data!.notifications.content[0]).toEqual({ type: 'new-place', title: 'Eugene Clean Air Books' });
    expect(page.data!.notifications.unread).toBeGreaterThan(0);
    expect(stack.calls.filter((c) => c.startsWith('GET /user/notifications'))).toHaveLength(1);

    const removed = await member.run('mutation ($id: Int!) { unwatchArea(id: $id) }', { id: watched.data!.watchArea });
    expect(removed.data).toEqual({ unwatchArea: true });
    expect((await member.run<{ areaWatches: unknown[] }>('{ areaWatches { id } }')).data!.areaWatches).toEqual([]);
  });

  it('gives anyone the push key, and turns push on and off in a browser, a bad key refused at its field', async () => {
    const key = await stack.client().run<{ pushPublicKey: string }>('{ pushPublicKey }');
    expect(Buffer.from(key.data!.pushPublicKey, 'base64url')).toHaveLength(65);
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const subscription = {
      endpoint: 'https://127.0.0.1:9/push/bff-test',
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    };
    const SUBSCRIBE = 'mutation ($s: PushSubscriptionInput!) { subscribePush(subscription: $s) }';
    expect((await member.run(SUBSCRIBE, { s: subscription })).data).toEqual({ subscribePush: true });
    const held = await member.run<{ pushSubscriptions: { endpoint: string }[] }>('{ pushSubscriptions { endpoint } }');
    expect(held.data!.pushSubscriptions).toEqual([{ endpoint: subscription.endpoint }]);
    const bad = await member.run(SUBSCRIBE, { s: { ...subscription, keys: { ...subscription.keys, p256dh: 'xyz' } } });
    expect(bad.errors?.[0]?.extensions.fieldErrors).toEqual([{ field: 'keys.p256dh', message: WATCHING.push.badKey }]);
    const UNSUBSCRIBE = 'mutation ($e: String!) { unsubscribePush(endpoint: $e) }';
    expect((await member.run(UNSUBSCRIBE, { e: subscription.endpoint })).data).toEqual({ unsubscribePush: true });
    expect((await member.run(UNSUBSCRIBE, { e: subscription.endpoint })).errors?.[0]?.extensions.code).toBe(
      'NOT_FOUND',
    );
    expect((await stack.client().run(SUBSCRIBE, { s: subscription })).errors?.[0]?.extensions.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('refuses marking nothing at its field, a missing place, and a stranger', async () => {
    const refused = await member.run('mutation { markNotificationsRead(ids: []) }');
    expect(refused.errors?.[0]?.extensions.fieldErrors).toEqual([{ field: 'ids', message: WATCHING.markReadRequired }]);
    const missing = await member.run('mutation { watch(kind: businesses, entryId: 999999) }');
    expect(missing.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const anonymous = await stack.client().run('{ unreadNotifications }');
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('keeps the settings by type, and refuses a bad time zone at its field', async () => {
    const SETTINGS = '{ notificationSettings { email { type cadence } push { type on } timeZone watchSafeForMe } }';
    const read = await member.run<{ notificationSettings: { email: { type: string; cadence: string }[] } }>(SETTINGS);
    expect(read.data!.notificationSettings.email).toContainEqual({ type: 'status-changed', cadence: 'immediate' });
    const input = {
      email: [{ type: 'review', cadence: 'daily' }],
      push: [],
      timeZone: 'America/Los_Angeles',
      watchSafeForMe: false,
    };
    const saved = await member.run<{ updateNotificationSettings: { email: { type: string; cadence: string }[] } }>(
      'mutation ($input: NotificationSettingsInput!) { updateNotificationSettings(input: $input) { email { type cadence } timeZone watchSafeForMe } }',
      { input },
    );
    expect(saved.errors).toBeUndefined();
    // A type left out keeps its default.
    expect(saved.data!.updateNotificationSettings.email).toEqual(
      expect.arrayContaining([
        { type: 'review', cadence: 'daily' },
        { type: 'closed', cadence: 'immediate' },
      ]),
    );
    const refused = await member.run(
      'mutation ($input: NotificationSettingsInput!) { updateNotificationSettings(input: $input) { timeZone } }',
      { input: { ...input, timeZone: 'Nowhere/Else' } },
    );
    expect(refused.errors?.[0]?.extensions.fieldErrors).toEqual([
      { field: 'timeZone', message: WATCHING.settings.badTimeZone },
    ]);
  });

  it("takes a mail program's one-click POST at the site's address, with no cookie and no CSRF header", async () => {
    const [row] = await stack.api.ctx.db.query<{ id: number }>("SELECT id FROM users WHERE username = 'moderator'");
    const link = new URL(stack.api.ctx.unsubscribe.link(row!.id, 'closed'));
    const page = await stack
      .client()
      .run<{ unsubscribeLink: { type: string } }>('query ($t: String!) { unsubscribeLink(token: $t) { type } }', {
        t: link.pathname.split('/').pop(),
      });
    expect(page.data).toEqual({ unsubscribeLink: { type: 'closed' } });
    // The same address, opened in a browser, is the site's page (its token is no file name).
    const opened = await stack.bff.app.inject({ method: 'GET', url: link.pathname, headers: { accept: 'text/html' } });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toContain('text/html');
    const clicked = await stack.bff.app.inject({
      method: 'POST',
      url: link.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect(clicked.json()).toEqual({ type: 'closed' });
    expect(clicked.headers['cache-control']).toBe('no-store');
    const settings = await moderator.run<{ notificationSettings: { email: { type: string; cadence: string }[] } }>(
      '{ notificationSettings { email { type cadence } } }',
    );
    expect(settings.data!.notificationSettings.email).toContainEqual({ type: 'closed', cadence: 'off' });
    const forged = await stack.bff.app.inject({
      method: 'POST',
      url: `${link.pathname.slice(0, -2)}xx`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toEqual({ message: WATCHING.unsubscribe.badLink });
  });
});
