/**
 * My places on the road, in real Chromium: a member saves a place and opens My places while online,
 * which says once its places are kept on the device; then, with the browser offline, the reloaded page still shows the list and the place's page (its
 * address and accommodations), and says it is offline. After logout nothing personal is left in
 * Cache Storage, IndexedDB or localStorage.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { M } from '@ffc/domain/messages';
import { ROAD } from '@ffc/domain/road';
import { ASSETS_CACHE } from '../../web/src/offline/kept.js';
import { hasChromium } from '../support/browser.js';
import { businessId } from '../support/system.js';
import { browserSuite, graphqlFrom } from '../support/pages.js';
import type { System } from '../support/system.js';

/** Saves the Clear Air Cafe to the member's "Safe for me" and opens My places until its copy is kept for the road. */
async function keepCafeForTheRoad(system: System, member: Page): Promise<number> {
  const cafeId = await businessId(system, 'Clear Air Cafe');
  const lists = await graphqlFrom(member, '{ userLists { id builtin } }', {});
  const { userLists } = lists.data as { userLists: { id: number; builtin: string | null }[] };
  const safe = userLists.find((l) => l.builtin === 'safe')!;
  const saved = await graphqlFrom(
    member,
    'mutation ($id: Int!, $e: Int!) { addToUserList(id: $id, kind: businesses, entryId: $e) { id } }',
    { id: safe.id, e: cafeId },
  );
  expect(saved.errors).toBeUndefined();
  await member.goto('/my-places');
  await expect.poll(() => member.locator('.saved-entry-name', { hasText: 'Clear Air Cafe' }).isVisible()).toBe(true);
  await expect
    .poll(
      () =>
        member
          .getByRole('status')
          .filter({ hasText: ROAD.keptForTheRoad(1, 1) })
          .isVisible(),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
  await expect
    .poll(() => member.evaluate(() => localStorage.getItem('ffc-offline') ?? ''), { timeout: 20_000 })
    .toContain(`"Business:${cafeId}"`);
  return cafeId;
}

/** Everything the page's origin keeps: Cache Storage's entries, IndexedDB's databases, localStorage's items. */
const keptByTheBrowser = (page: Page) =>
  page.evaluate(async () => {
    const texts: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        texts.push(`${name} ${request.url} ${(await response?.text()) ?? ''}`);
      }
    }
    return {
      caches: texts,
      databases: (await indexedDB.databases()).map((d) => d.name ?? ''),
      storage: Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key) ?? ''}`),
    };
  });

describe.skipIf(!hasChromium)('my places offline', () => {
  const suite = browserSuite();

  it('reads saved places without a connection, and forgets them at logout', { timeout: 120_000 }, async () => {
    const member = await suite.visitors().loggedIn('member', 'demo-password', { serviceWorker: true });
    // The page says its places are kept: a service worker is active and holds the screens they
    // need, whether or not it controls this page yet; and the road copy holds the place's own page.
    await keepCafeForTheRoad(suite.system(), member);
    const place = member.locator('.saved-entry-name', { hasText: 'Clear Air Cafe' });
    // The place's page's screen is among the kept chunks.
    const kept = await member.evaluate(
      async (name) => (await (await caches.open(name)).keys()).map((r) => r.url),
      ASSETS_CACHE,
    );
    expect(kept.some((url) => /\/assets\/BusinessPage-[\w-]+\.js$/.test(url))).toBe(true);

    await member.context().setOffline(true);
    await member.reload();
    await expect.poll(() => place.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await member.getByRole('status').filter({ hasText: 'You are offline' }).textContent()).toContain(
      'last updated',
    );
    await place.click();
    await expect
      .poll(() => member.getByRole('heading', { name: 'Clear Air Cafe' }).isVisible(), { timeout: 20_000 })
      .toBe(true);
    expect(await member.locator('main').textContent()).toContain('Portland');
    expect(await member.locator('main').textContent()).toContain('No air fresheners');

    await member.context().setOffline(false);
    await member.goto('/logout');
    await member.waitForURL(/\/$/);
    await expect.poll(() => member.evaluate(() => localStorage.getItem('ffc-offline'))).toBeNull();
    const left = await keptByTheBrowser(member);
    // Only the app's own code remains, the same for everyone: Workbox's precache (the built page,
    // script and styles) and the chunks the home page shown after logout keeps (`assets`, under
    // /assets/). No page, no answer, no user.
    const appCode = (text: string) =>
      text.startsWith('workbox-precache-') || new RegExp(`^${ASSETS_CACHE} [^ ]+/assets/[^ /]+\\.(js|css) `).test(text);
    expect(left.caches.filter((text) => !appCode(text))).toEqual([]);
    for (const text of [...left.caches, ...left.storage]) {
      expect(text).not.toContain('member@example.org');
      expect(text).not.toContain('"Business:');
    }
    expect(left.storage.filter((s) => s.startsWith('user=') || s.startsWith('ffc-offline='))).toEqual([]);
    expect(left.databases).toEqual([]);
  });

  it(
    'logs out without a connection: forgets at once, ends the session when back online',
    { timeout: 120_000 },
    async () => {
      const system = suite.system();
      const member = await suite.visitors().loggedIn('member', 'demo-password', { serviceWorker: true });
      await keepCafeForTheRoad(system, member);
      const session = (await member.context().cookies()).filter((c) => c.name.startsWith('ffc_'));
      expect(session.length).toBeGreaterThan(0);

      // Logout with no network: the page it shows is in the first page's code, not a chunk to fetch.
      await member.context().setOffline(true);
      await member.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Logout' }).click();
      await member.waitForURL(`${system.url}/`);
      await expect.poll(() => member.getByText(M.loggedOut).isVisible()).toBe(true);
      const atOnce = await keptByTheBrowser(member);
      expect(atOnce.storage.filter((s) => s.startsWith('user=') || s.startsWith('ffc-offline='))).toEqual([]);
      expect(atOnce.storage).toContain('ffc-logout-due=1');

      // Started again without a connection: nothing of the member's, anywhere.
      await member.goto('/my-places');
      await member.locator('#main').waitFor();
      await expect.poll(() => member.getByText(ROAD.offlineNothingSaved).isVisible()).toBe(true);
      expect(await member.locator('body').textContent()).not.toContain('Clear Air Cafe');
      const offlineStart = await keptByTheBrowser(member);
      for (const text of [...offlineStart.caches, ...offlineStart.storage]) {
        expect(text).not.toContain('member@example.org');
        expect(text).not.toContain('"Business:');
      }

      // Until the connection returns the server still holds the session; then the logout goes.
      const cookie = session.map((c) => `${c.name}=${c.value}`).join('; ');
      const refresh = () =>
        system.api.app
          .inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } })
          .then((r) => r.statusCode);
      await member.context().setOffline(false);
      await expect.poll(() => member.evaluate(() => localStorage.getItem('ffc-logout-due'))).toBeNull();
      expect(await refresh()).toBe(401);
      expect((await member.context().cookies()).filter((c) => c.name.startsWith('ffc_'))).toEqual([]);
    },
  );
});
