/**
 * My places on the road, in real Chromium: a member saves a place and opens My places while online,
 * which says once its places are kept on the device; then, with the browser offline, the reloaded page still shows the list and the place's page (its
 * address and accommodations), and says it is offline. After logout nothing personal is left in
 * Cache Storage, IndexedDB or localStorage.
 */
import { describe, expect, it } from 'vitest';
import { ROAD } from '@ffc/domain/road';
import { ASSETS_CACHE } from '../../web/src/offline/kept.js';
import { hasChromium } from '../support/browser.js';
import { businessId } from '../support/system.js';
import { browserSuite, graphqlFrom } from '../support/pages.js';

describe.skipIf(!hasChromium)('my places offline', () => {
  const suite = browserSuite();

  it('reads saved places without a connection, and forgets them at logout', { timeout: 120_000 }, async () => {
    const cafeId = await businessId(suite.system(), 'Clear Air Cafe');
    const member = await suite.visitors().loggedIn('member', 'demo-password', { serviceWorker: true });
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
    const place = member.locator('.saved-entry-name', { hasText: 'Clear Air Cafe' });
    await expect.poll(() => place.isVisible()).toBe(true);
    // The page says its places are kept: a service worker is active and holds the screens they
    // need, whether or not it controls this page yet; and the road copy holds the place's own page.
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
    // The place's page's screen is among the kept chunks.
    const kept = await member.evaluate(
      async (name) => (await (await caches.open(name)).keys()).map((r) => r.url),
      ASSETS_CACHE,
    );
    expect(kept.some((url) => /\/assets\/BusinessPage-[\w-]+\.js$/.test(url))).toBe(true);
    await expect
      .poll(() => member.evaluate(() => localStorage.getItem('ffc-offline') ?? ''), { timeout: 20_000 })
      .toContain(`"Business:${cafeId}"`);

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
    const left = await member.evaluate(async () => {
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
});
