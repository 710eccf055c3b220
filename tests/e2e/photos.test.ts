/**
 * Photos in Chromium against the real system (folder store): a member adds two photos to a business
 * through the uploader and sees them on its page and as the cover in its list row; opens the large
 * view from the keyboard and moves with the arrow keys; adds a photo to their own review. Someone
 * else reports a photo from the large view, and a moderator deletes it from the queue. At 390 px
 * the pages already visited fit the screen, and the large view moves with a swipe. The uploader and
 * the large view pass axe.
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { PHOTO, PHOTO_REPORT_REASON_LABELS, PHOTO_SHOWS_LABELS, PHOTO_UI, REPORT, type PhotoShows } from '@ffc/domain';
import { accessibilityViolations, hasChromium } from '../support/browser.js';
import { expectFocus } from '../support/keyboard.js';
import { browserSuite, graphqlFrom, signUp } from '../support/pages.js';

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Once every animation (a dialog fading in or out) has finished. */
const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
/** Whether an image has arrived and decoded (through the site's /photos route, under its CSP). */
const loaded = (image: Locator) => image.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0);
/** Whether the page scrolls sideways. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** A small photo made in memory: a JPEG of one colour. */
const jpeg = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** Adds a photo through the uploader that `opener` opens. */
async function addPhoto(
  page: Page,
  opener: Locator,
  photo: { caption: string; shows: PhotoShows; bytes: Buffer },
  { axe = false } = {},
) {
  await opener.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(PHOTO.guidance).waitFor();
  await dialog
    .getByLabel(PHOTO_UI.file, { exact: true })
    .setInputFiles({ name: `${photo.caption}.jpg`, mimeType: 'image/jpeg', buffer: photo.bytes });
  // The chosen file is previewed before it is sent.
  await expect.poll(() => loaded(dialog.getByRole('img', { name: PHOTO_UI.preview }))).toBe(true);
  await dialog.getByLabel(PHOTO.caption).fill(photo.caption);
  // Blueprint draws its own circle over the native radio: a person clicks the choice's label.
  await dialog.getByText(PHOTO_SHOWS_LABELS[photo.shows], { exact: true }).click();
  if (axe) {
    await settled(page);
    expect(await accessibilityViolations(page)).toEqual([]);
  }
  await dialog.getByRole('button', { name: PHOTO_UI.upload }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe.skipIf(!hasChromium)('photos in the browser', () => {
  const suite = browserSuite();

  it(
    'adds photos to a business and a review, shows them on its page and in its list row, by keyboard and swipe, and a moderator deletes a reported one',
    { timeout: 120_000 },
    async () => {
      const { db } = suite.system().api.ctx;
      // A business the member has not reviewed yet.
      const [target] = await db.query<{ id: number; name: string }>(
        `SELECT b.id, b.name FROM businesses b
        WHERE NOT EXISTS (SELECT 1 FROM business_reviews r JOIN users u ON u.id = r.created_by_id WHERE r.business_id = b.id AND u.username = 'member')
        ORDER BY b.id LIMIT 1`,
      );
      const { id, name } = target!;
      const [policy, soap, sink] = await Promise.all([
        jpeg(800, 600, '#2f6b45'),
        jpeg(600, 800, '#3355aa'),
        jpeg(640, 480, '#aa5533'),
      ]);
      const captions = {
        policy: 'The posted fragrance-free policy',
        soap: 'Unscented soap at the sink',
        review: 'The sink, no air freshener',
      };

      // A member adds two photos from the business's page (the first with axe on the uploader).
      const member = await suite.visitors().loggedIn('member', 'demo-password', { viewport: WIDE });
      await member.goto(`/businesses/${id}`);
      await member.getByText(PHOTO_UI.none).waitFor();
      const add = member.getByRole('button', { name: PHOTO_UI.add });
      await addPhoto(member, add, { caption: captions.policy, shows: 'policy', bytes: policy }, { axe: true });
      await member.getByText(PHOTO_UI.added).first().waitFor();
      await addPhoto(member, add, { caption: captions.soap, shows: 'label', bytes: soap });
      const strip = member.getByRole('list', { name: PHOTO_UI.heading, exact: true });
      await expect.poll(() => strip.getByRole('img').count()).toBe(2);
      // Newest first, loaded from the site's own /photos route.
      const first = strip.getByRole('img', { name: captions.soap });
      expect(await first.getAttribute('src')).toMatch(/^\/photos\/photos\/[0-9a-f-]{36}\/thumb\.webp$/);
      expect(await first.getAttribute('loading')).toBe('lazy');
      await expect.poll(() => loaded(first)).toBe(true);

      // The large view from the keyboard: Enter opens it, the arrow keys move, Escape closes it.
      const opener = member.getByRole('button', { name: captions.soap });
      await opener.focus();
      await member.keyboard.press('Enter');
      await member.getByRole('dialog', { name: PHOTO_UI.position(0, 2) }).waitFor();
      await expect.poll(() => loaded(member.getByRole('dialog').getByRole('img', { name: captions.soap }))).toBe(true);
      await settled(member);
      expect(await accessibilityViolations(member)).toEqual([]);
      await member.keyboard.press('ArrowRight');
      const second = member.getByRole('dialog', { name: PHOTO_UI.position(1, 2) });
      await second.getByRole('img', { name: captions.policy }).waitFor();
      await member.keyboard.press('ArrowLeft');
      await member.getByRole('dialog', { name: PHOTO_UI.position(0, 2) }).waitFor();
      await member.keyboard.press('Escape');
      await member.getByRole('dialog').waitFor({ state: 'detached' });
      await expectFocus(member, opener);

      // A photo on the member's own review: written here, then the photo added from its card.
      const written = await graphqlFrom(
        member,
        'mutation ($p: Int!) { createReview(kind: BUSINESS, parentId: $p, input: { name: "Truly fragrance-free", rating: 5 }) { id } }',
        { p: id },
      );
      expect(written.errors).toBeUndefined();
      await member.reload();
      const card = member
        .getByRole('listitem')
        .filter({ has: member.getByRole('link', { name: 'Truly fragrance-free' }) });
      await addPhoto(member, card.getByRole('button', { name: PHOTO_UI.addToReview }), {
        caption: captions.review,
        shows: 'cleaning',
        bytes: sink,
      });
      await card.getByRole('button', { name: captions.review }).waitFor();
      await expect.poll(() => strip.getByRole('img').count()).toBe(3);
      const newest = await strip.getByRole('img').first().getAttribute('src');
      expect(await strip.getByRole('img').first().getAttribute('alt')).toBe(captions.review);

      // The business's list row shows its newest photo as the cover.
      await member.goto(`/businesses?searchText=${encodeURIComponent(name)}`);
      const row = member.getByRole('link', { name });
      await row.waitFor();
      // The review's photo, the newest.
      const cover = row.locator('img');
      expect(await cover.getAttribute('src')).toBe(newest);
      await expect.poll(() => loaded(cover)).toBe(true);

      // At 390 px: the list and the page fit the screen, and a swipe moves the large view.
      await member.setViewportSize(PHONE);
      await member.getByRole('link', { name }).locator('img').waitFor();
      expect(await scrollsSideways(member)).toBe(false);
      await member.goto(`/businesses/${id}`);
      await strip.getByRole('img').first().waitFor();
      expect(await scrollsSideways(member)).toBe(false);
      await member.getByRole('button', { name: captions.review }).first().click();
      const phoneView = member.getByRole('dialog', { name: PHOTO_UI.position(0, 3) });
      const figure = phoneView.locator('figure');
      await expect.poll(() => loaded(figure.getByRole('img'))).toBe(true);
      const box = (await figure.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      await member.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
      await member.mouse.down();
      await member.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 4 });
      await member.mouse.up();
      await member.getByRole('dialog', { name: PHOTO_UI.position(1, 3) }).waitFor();
      await member.keyboard.press('Escape');

      // Someone else reports the soap photo from the large view.
      await signUp(suite.system(), 'photowatcher');
      const watcher = await suite.visitors().loggedIn('photowatcher', 'photowatcher-password', { viewport: WIDE });
      await watcher.goto(`/businesses/${id}`);
      await watcher.getByRole('button', { name: captions.soap }).click();
      const view = watcher.getByRole('dialog', { name: /^Photo \d of 3$/ });
      await view.getByRole('img', { name: captions.soap }).waitFor();
      expect(await view.getByRole('button', { name: PHOTO_UI.delete }).count()).toBe(0);
      await view.getByRole('button', { name: PHOTO_UI.report }).click();
      await view.getByText(PHOTO_REPORT_REASON_LABELS.personal, { exact: true }).click();
      await view.getByRole('button', { name: PHOTO_UI.reportSubmit }).click();
      await watcher.getByText(PHOTO_UI.reported).waitFor();

      // A moderator deletes it from the queue; the page keeps the other two.
      const moderator = await suite.visitors().loggedIn('moderator', 'demo-password', { viewport: WIDE });
      await moderator.goto('/moderation/reports');
      await expect.poll(() => loaded(moderator.getByRole('img', { name: captions.soap }))).toBe(true);
      expect(await moderator.getByText(PHOTO_REPORT_REASON_LABELS.personal).isVisible()).toBe(true);
      await moderator.getByRole('button', { name: `${PHOTO_UI.delete}: ${captions.soap}` }).click();
      const confirm = moderator.getByRole('alertdialog');
      await confirm.getByRole('button', { name: PHOTO_UI.delete }).click();
      await moderator.getByText(REPORT.queueEmpty).waitFor();
      const visitor = await suite.visitors().anonymous({ viewport: PHONE });
      await visitor.goto(`/businesses/${id}`);
      const shown = visitor.getByRole('list', { name: PHOTO_UI.heading, exact: true }).getByRole('img');
      await expect
        .poll(async () => (await shown.evaluateAll((images) => images.map((i) => i.getAttribute('alt')))).sort())
        .toEqual([captions.policy, captions.review].sort());
      expect(await visitor.getByRole('button', { name: PHOTO_UI.add }).count()).toBe(0);
    },
  );
});
