/**
 * Watching in real Chromium: a member watches a café from its page, a moderator on a phone disputes one
 * of its accommodations, and when the member comes back to the tab the bell says one unread; the
 * notifications page, reached by keyboard, links to the café. Both pages have no axe violation at
 * 1280 and 390 px. Then push: the member turns it on (the browser asks only then), a change reaches the
 * tests' push service from the API (VAPID checked, body decrypted), and the service worker shows it.
 */
import { describe, expect, it } from 'vitest';
import { UI } from '@ffc/domain';
import { WATCHING } from '@ffc/domain/watching';
import { startTestPushService, waitForMail } from '@ffc/api/testing';
import { accessibilityViolations, hasChromium } from '../support/browser.js';
import { businessId } from '../support/system.js';
import { browserSuite, graphqlFrom } from '../support/pages.js';

const PHONE = { width: 390, height: 844 };
const STAFF = 'Staff asked not to wear fragrance';

describe.skipIf(!hasChromium)('watching in the browser', () => {
  const suite = browserSuite();

  it(
    "a member watches a place, hears of another person's dispute at the bell, and follows it to the place",
    { timeout: 120_000 },
    async () => {
      const cafeId = await businessId(suite.system(), 'Clear Air Cafe');
      const path = `/businesses/${cafeId}`;

      const member = await suite.visitors().loggedIn('member', 'demo-password');
      await member.goto(path);
      const toggle = member.getByRole('button', { name: WATCHING.watch });
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
      const bell = member.getByRole('link', { name: /^Notifications/ });
      expect(await bell.getAttribute('aria-label')).toBe(WATCHING.bell(0));
      expect(await accessibilityViolations(member)).toEqual([]);

      // A moderator, on a phone, disputes one of its accommodations.
      const moderator = await suite.visitors().loggedIn('moderator', 'demo-password', { viewport: PHONE });
      await moderator.goto(path);
      const form = moderator.getByRole('region', { name: UI.checks.stillTrue });
      await form.getByRole('group', { name: STAFF }).getByText(UI.checks.no, { exact: true }).click();
      await form.getByRole('button', { name: UI.checks.send }).click();
      await expect.poll(() => form.getByRole('status').textContent()).toBe(UI.checks.sent);
      // Their own dispute is no news to them.
      expect(await moderator.getByRole('link', { name: /^Notifications/ }).getAttribute('aria-label')).toBe(
        WATCHING.bell(0),
      );

      // The member comes back to the tab: the bell counts one.
      await member.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect.poll(() => bell.getAttribute('aria-label')).toBe(WATCHING.bell(1));

      // By keyboard: the bell opens the notifications, whose one item links to the café.
      await bell.focus();
      await member.keyboard.press('Enter');
      await member.waitForURL('**/notifications');
      const item = member.locator('.notification-list li').first();
      await expect.poll(() => item.textContent()).toContain(`${STAFF}: now disputed (was not confirmed yet).`);
      expect(await accessibilityViolations(member)).toEqual([]);
      await member.setViewportSize(PHONE);
      expect(await accessibilityViolations(member)).toEqual([]);
      await item.getByRole('link', { name: 'Clear Air Cafe' }).focus();
      await member.keyboard.press('Enter');
      await member.waitForURL(`**${path}`);
      // Followed, it is read: the bell counts none.
      await expect.poll(() => bell.getAttribute('aria-label')).toBe(WATCHING.bell(0));

      // The change was mailed at once; its link stops such mail with one button, signed in or not.
      const [mail] = await waitForMail(
        suite.system().api.ctx,
        'member@example.org',
        WATCHING.mail.subject('Clear Air Cafe'),
        30_000,
      );
      const unsubscribe = /Stop these emails: (\S+)/.exec(mail?.text ?? '')?.[1];
      expect(unsubscribe).toBeDefined();
      const reader = await suite.visitors().anonymous();
      await reader.goto(new URL(unsubscribe!).pathname);
      const stop = reader.getByRole('button', { name: WATCHING.unsubscribe.button });
      await stop.waitFor();
      expect(await accessibilityViolations(reader)).toEqual([]);
      await stop.click();
      await expect.poll(() => reader.getByText(WATCHING.unsubscribe.done).isVisible()).toBe(true);
      await member.goto('/notifications/settings');
      const statusMail = member
        .getByRole('group', { name: WATCHING.settings.email })
        .getByLabel(WATCHING.settings.types['status-changed']);
      await expect.poll(() => statusMail.inputValue()).toBe('off');
      expect(await accessibilityViolations(member)).toEqual([]);
    },
  );

  it(
    'a member turns push on, and a change reaches the service worker through the push service',
    { timeout: 120_000 },
    async () => {
      const service = await startTestPushService();
      try {
        const groceryId = await businessId(suite.system(), 'Green Leaf Grocery');
        const member = await suite.visitors().loggedIn('member', 'demo-password', { serviceWorker: true });
        const context = member.context();
        await context.grantPermissions(['notifications'], { origin: new URL(suite.system().url).origin });
        // Headless Chromium reaches no vendor's push service: PushManager hands out a subscription to
        // the tests' own instead. The rest is real: the permission, the key, the API's push, the worker.
        const browser = service.subscribe();
        await context.addInitScript((subscription) => {
          // Kept across reloads, as a browser keeps its subscription.
          const KEY = 'test-push-subscribed';
          const made = {
            endpoint: subscription.endpoint,
            expirationTime: null,
            options: { userVisibleOnly: true, applicationServerKey: null },
            getKey: () => null,
            toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
            unsubscribe: async () => {
              sessionStorage.removeItem(KEY);
              return true;
            },
          };
          // A stand-in with PushSubscription's members over its prototype: what the page reads of one.
          const stand: PushSubscription = Object.setPrototypeOf(made, PushSubscription.prototype);
          PushManager.prototype.subscribe = async function subscribe(options) {
            if (!options?.applicationServerKey) throw new DOMException('no key', 'InvalidAccessError');
            sessionStorage.setItem(KEY, '1');
            return stand;
          };
          PushManager.prototype.getSubscription = async function getSubscription() {
            return sessionStorage.getItem(KEY) ? stand : null;
          };
        }, browser);

        await member.goto('/notifications/settings');
        const pushed = member.getByRole('group', { name: WATCHING.settings.pushColumn });
        // By keyboard, as every control here.
        await pushed.getByLabel(WATCHING.settings.types.reported).focus();
        await member.keyboard.press('Space');
        await member.getByRole('button', { name: WATCHING.settings.save }).click();
        await member.getByText(WATCHING.settings.saved).waitFor();
        const turnOn = member.getByRole('button', { name: WATCHING.push.turnOn });
        await turnOn.focus();
        await member.keyboard.press('Enter');
        await member.getByRole('status').filter({ hasText: WATCHING.push.on }).waitFor();
        expect(await accessibilityViolations(member)).toEqual([]);
        // Read again, the page finds this browser's subscription kept for the member.
        await member.reload();
        await member.getByRole('status').filter({ hasText: WATCHING.push.on }).waitFor();

        await member.goto(`/businesses/${groceryId}`);
        await member.getByRole('button', { name: WATCHING.watch }).click();
        await expect
          .poll(() => member.getByRole('button', { name: WATCHING.watch }).getAttribute('aria-pressed'))
          .toBe('true');

        // A moderator reports a change there.
        const moderator = await suite.visitors().loggedIn('moderator', 'demo-password');
        const reported = await graphqlFrom(
          moderator,
          'mutation ($e: Int!) { reportEntry(kind: businesses, id: $e, reason: "scented") { id } }',
          { e: groceryId },
        );
        expect(reported.errors).toBeUndefined();

        // The API's background round pushes it; the service checked the VAPID JWT against the published key.
        const push = await service.pushFor(browser.endpoint);
        const publicKey = (await suite.system().api.ctx.push.keys()).publicKey;
        expect(push.key).toBe(publicKey);
        expect(service.refused).toEqual([]);
        expect(push.payload).toEqual({
          type: 'reported',
          title: 'Green Leaf Grocery',
          text: WATCHING.text.reported,
          url: new URL(`/businesses/${groceryId}`, suite.system().api.ctx.config.publicUrl).href,
        });

        // Delivered to the worker as the browser's push service would. Headless Chromium draws no
        // notification (a worker is refused the permission the page was granted), so the worker's
        // showNotification is watched instead: what it was asked to show is what a person would see.
        const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
        await worker.evaluate(`(() => {
          self.shownForTest = [];
          self.registration.showNotification = async (title, options) => {
            self.shownForTest.push({ title, body: options.body, path: options.data.path });
          };
        })()`);
        const cdp = await context.newCDPSession(member);
        const registrations: { registrationId: string; isDeleted: boolean }[] = [];
        cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
        await cdp.send('ServiceWorker.enable');
        await expect.poll(() => registrations.filter((r) => !r.isDeleted).length).toBeGreaterThan(0);
        await cdp.send('ServiceWorker.deliverPushMessage', {
          origin: new URL(suite.system().url).origin,
          registrationId: registrations.find((r) => !r.isDeleted)!.registrationId,
          data: JSON.stringify(push.payload),
        });
        await expect
          .poll(() => worker.evaluate('self.shownForTest'))
          .toEqual([{ title: 'Green Leaf Grocery', body: WATCHING.text.reported, path: `/businesses/${groceryId}` }]);
      } finally {
        await service.close();
      }
    },
  );
});
