/**
 * The first five minutes on a phone, in Chromium against the real system: the home page answers
 * with a search, recent places and counts; a list shows its first result on the first screen at
 * 390×844; a place's page offers a call and directions; and nothing scrolls sideways at 320 px,
 * even with long words, links and every accommodation.
 */
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { UI } from '@ffc/domain';
import { accessibilityViolations, hasChromium } from '../support/browser.js';
import { browserSuite, graphqlFrom, signUp } from '../support/pages.js';

const PHONE = { width: 390, height: 844 };
const NARROW = { width: 320, height: 640 };

/**
 * The elements that reach past the window's right edge where it can be seen (none when nothing
 * scrolls sideways), and whether the page is wider than the window. What a box clips inside itself
 * (the map's tiles, a table scrolling in its own box) is not past the edge.
 */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const edge = window.innerWidth + 0.5;
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible' && box.getBoundingClientRect().right <= edge) return true;
      }
      return false;
    };
    return {
      wider: document.documentElement.scrollWidth > window.innerWidth,
      past: [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > edge && !clipped(element))
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
    };
  });
const NOTHING_SIDEWAYS = { wider: false, past: [] };

/** Screenshots for the README (docs/screenshots), taken when SCREENSHOTS is set. */
async function screenshot(page: Page, name: string) {
  const folder = process.env.SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: `${folder}/${name}.png` });
}

const LONG_WORD = 'Unscentedfragrancefreehypoallergenicbreathingspace'.repeat(2);

describe.skipIf(!hasChromium)('on a phone', () => {
  // One system and one browser for both parts: the second's data (a long-named business, a bakery)
  // is added after the first has run.
  const suite = browserSuite();

  describe('one question on a phone: is there a safe place near here?', () => {
    it('from the home page at 390 px: picks Portland, Oregon, sees the first result on the first screen, and its page offers a call, directions and review cards', async () => {
      const page = await suite.visitors().anonymous({ viewport: PHONE, locale: 'en-US' });
      await page.goto('/');
      const search = page.getByRole('search', { name: UI.home.search });
      const where = search.getByRole('combobox', { name: UI.home.where });
      await where.pressSequentially('Portland');
      const choices = page.getByRole('listbox', { name: UI.suggestionsFor(UI.home.where) });
      const oregon = choices.getByRole('option', { name: 'Portland, Oregon, United States' });
      await expect.poll(() => oregon.isVisible()).toBe(true);
      // The other Portlands are offered beside it.
      expect(await choices.getByRole('option', { name: 'Portland, Maine, United States' }).count()).toBe(1);
      expect(await overflow(page)).toEqual(NOTHING_SIDEWAYS);
      await screenshot(page, 'home-390');
      await oregon.click();
      expect(await where.inputValue()).toBe('Portland, Oregon, United States');
      await search.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/\/businesses\?near\.place=Portland%2C\+Oregon%2C\+United\+States/);

      // The first result is on the first screen, nearest first.
      await expect.poll(() => page.getByText('Distances from Portland, Oregon, United States.').isVisible()).toBe(true);
      const first = page.locator('.entry-card').first();
      await expect.poll(() => first.isVisible()).toBe(true);
      const box = (await first.boundingBox())!;
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      expect(await first.getByText(/^\d+(\.\d)? (mi|ft)$/).count()).toBe(1);
      expect(await overflow(page)).toEqual(NOTHING_SIDEWAYS);
      await screenshot(page, 'list-390');

      const name = (await first.getByRole('heading').textContent())!;
      await first.getByRole('link', { name }).click();
      await page.waitForURL(/\/businesses\/\d+$/);
      await expect.poll(() => page.getByRole('heading', { level: 1, name }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: /^Call / }).getAttribute('href')).toMatch(/^tel:\d+$/);
      expect(await page.getByRole('link', { name: UI.directionsTo(name) }).getAttribute('href')).toMatch(
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
      );
      const reviews = page.getByRole('region', { name: 'Reviews' });
      await expect.poll(() => reviews.getByRole('listitem').count()).toBeGreaterThan(0);
      expect(await reviews.locator('table').count()).toBe(0);
      expect(await overflow(page)).toEqual(NOTHING_SIDEWAYS);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, 'detail-390');
    });
  });

  describe('the first five minutes on a phone', () => {
    let stressed = 0;
    let stressedReview = 0;
    let bakery = 0;

    beforeAll(async () => {
      await signUp(suite.system(), 'firstfive');
      // A business made to overflow a phone: a long word for a name, a long link, every accommodation, a long review.
      const page = await suite.visitors().loggedIn('firstfive', 'firstfive-password', { viewport: PHONE });
      const types = (await graphqlFrom(page, '{ types { usedCountryList { id name } } }', {})) as {
        data: { types: { usedCountryList: { id: number; name: string }[] } };
      };
      const usa = types.data.types.usedCountryList.find((c) => c.name === 'United States')!.id;
      const created = (await graphqlFrom(page, 'mutation ($i: BusinessInput!) { createBusiness(input: $i) { id } }', {
        i: {
          name: LONG_WORD,
          description: `See https://example.org/${'a-very-long-path-segment/'.repeat(8)} for ${LONG_WORD}.`,
          businessTypeId: 2,
          address1: '1 Main St',
          city: 'Portland',
          countryId: usa,
          phoneNumber: '(503) 555-0100',
          website: `https://example.org/${'long'.repeat(30)}`,
          accommodations: [
            'written-policy',
            'unscented-soap',
            'no-air-fresheners',
            'staff-fragrance-free',
            'fragrance-free-cleaning',
            'ventilation',
          ],
        },
      })) as { data: { createBusiness: { id: number } } };
      stressed = created.data.createBusiness.id;
      const reviewed = (await graphqlFrom(
        page,
        'mutation ($p: Int!, $i: ReviewInput!) { createReview(kind: BUSINESS, parentId: $p, input: $i) { id } }',
        {
          p: stressed,
          i: { name: LONG_WORD, comment: `${LONG_WORD} ${LONG_WORD}`, rating: 5 },
        },
      )) as { data: { createReview: { id: number } } };
      stressedReview = reviewed.data.createReview.id;
      // A bakery in Portland, for the search that forgives "bakry portlnd".
      const baked = (await graphqlFrom(page, 'mutation ($i: BusinessInput!) { createBusiness(input: $i) { id } }', {
        i: {
          name: 'Rose City Bakery',
          description: 'Bread baked without scented cleaners.',
          businessTypeId: 2,
          city: 'Portland',
          countryId: usa,
          website: 'https://example.org/rose',
        },
      })) as { data: { createBusiness: { id: number } } };
      bakery = baked.data.createBusiness.id;
    });

    it('a list search forgives "bakry portlnd" and says so; the home search suggests by keyboard, passes axe open, and Enter opens the chosen one', async () => {
      const page = await suite.visitors().anonymous({ viewport: PHONE });
      await page.goto('/businesses');
      const box = page.getByRole('combobox', { name: UI.searchList('Businesses') });
      await box.fill('bakry portlnd');
      await box.press('Enter');
      await page.waitForURL(/searchText=bakry\+portlnd/);
      await expect.poll(() => page.getByRole('link', { name: 'Rose City Bakery' }).isVisible()).toBe(true);
      await expect.poll(() => page.getByText(UI.correctedSearch('bakery portland')).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: UI.searchInsteadFor('bakry portlnd') }).count()).toBe(1);

      await page.goto('/');
      const what = page.getByRole('search', { name: UI.home.search }).getByRole('combobox', { name: UI.home.what });
      await what.pressSequentially('rose cit');
      const options = page.getByRole('listbox', { name: UI.suggestionsFor(UI.home.what) }).getByRole('option');
      const chosen = page.getByRole('option', { name: /^Rose City Bakery/ });
      await expect.poll(() => chosen.isVisible()).toBe(true);
      expect(await what.getAttribute('aria-expanded')).toBe('true');
      expect(await accessibilityViolations(page)).toEqual([]);
      const ids = await options.evaluateAll((all) => all.map((o) => o.id));
      const target = await chosen.getAttribute('id');
      for (let i = 0; i <= ids.indexOf(target!); i++) await what.press('ArrowDown');
      expect(await what.getAttribute('aria-activedescendant')).toBe(target);
      await what.press('Enter');
      await page.waitForURL(new RegExp(`/businesses/${bakery}$`));
    });

    it('home: a search, the places reviewed lately and the count of each kind, without scrolling sideways', async () => {
      const page = await suite.visitors().anonymous({ viewport: PHONE });
      await page.goto('/');
      const search = page.getByRole('search', { name: UI.home.search });
      await expect.poll(() => search.isVisible()).toBe(true);
      const recent = page.getByRole('region', { name: UI.home.recent });
      // The newest review first: the one written for this suite.
      await expect.poll(() => recent.getByRole('link').first().getAttribute('href')).toBe(`/businesses/${stressed}`);
      const browse = page.getByRole('navigation', { name: UI.home.browse });
      await expect
        .poll(() => browse.getByRole('link', { name: /^Fragrance-free businesses \(\d[\d,]*\+?\)$/ }).count())
        .toBe(1);
      expect(await browse.getByRole('link', { name: /^Social groups \(\d[\d,]*\+?\)$/ }).count()).toBe(1);
      expect(await overflow(page)).toEqual(NOTHING_SIDEWAYS);
      expect(await accessibilityViolations(page)).toEqual([]);

      // What and where open the list with both.
      await search.getByRole('combobox', { name: UI.home.what }).fill('cafe');
      await search.getByRole('combobox', { name: UI.home.where }).fill('Portland, Oregon');
      await page.keyboard.press('Escape');
      await search.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/\/businesses\?searchText=cafe&near\.place=Portland/);
    });

    it('a list at 390×844 shows its first result on the first screen, the filters behind their button', async () => {
      const page = await suite.visitors().anonymous({ viewport: PHONE });
      await page.goto('/businesses');
      const first = page.locator('.entry-card').first();
      await expect.poll(() => first.isVisible()).toBe(true);
      const box = (await first.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeLessThan(PHONE.height);
      const filters = page.getByRole('button', { name: UI.filtersInUse(0) });
      expect(await filters.getAttribute('aria-expanded')).toBe('false');
      // Kept on the page (a choice not yet searched survives closing them), but not shown.
      expect(await page.getByRole('region', { name: 'Filters' }).count()).toBe(0);
      expect(await page.getByLabel('Type').isVisible()).toBe(false);
      expect(await overflow(page)).toEqual(NOTHING_SIDEWAYS);
      expect(await accessibilityViolations(page)).toEqual([]);

      // The filters open in place; choosing one and searching closes them and counts it.
      await filters.click();
      await page.getByLabel('Type').selectOption({ label: 'Cafe' });
      await page.getByRole('region', { name: 'Filters' }).getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/type=2/);
      await expect
        .poll(() => page.getByRole('button', { name: UI.filtersInUse(1) }).getAttribute('aria-expanded'))
        .toBe('false');
      expect(await accessibilityViolations(page)).toEqual([]);
    });

    it('a place has a call link and directions, reviews as cards', async () => {
      const page = await suite.visitors().anonymous({ viewport: PHONE });
      await page.goto(`/businesses/${stressed}`);
      const call = page.getByRole('link', { name: UI.callNumber('(503) 555-0100') });
      await expect.poll(() => call.getAttribute('href')).toBe('tel:5035550100');
      expect(await page.getByRole('link', { name: UI.directionsTo(LONG_WORD) }).getAttribute('href')).toMatch(
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
      );
      const reviews = page.getByRole('region', { name: 'Reviews' });
      await expect
        .poll(() => reviews.getByRole('link', { name: `${LONG_WORD.slice(0, 27)}...` }).isVisible())
        .toBe(true);
      expect(await reviews.locator('table').count()).toBe(0);
      expect(await reviews.getByText('firstfive', { exact: true }).isVisible()).toBe(true);
      expect(await accessibilityViolations(page)).toEqual([]);
    });

    // One test a width: each loads three pages twice, which on a busy 2-core machine is most of a minute for all three widths.
    it.each([320, 390, 1280])(
      'the heading served in the HTML is where the app draws it at %i px: nothing moves when the script takes over',
      async (width) => {
        /** Where the bar's name, the heading, the tagline and the login message are, in whole pixels. */
        const places = (page: Page) =>
          page.evaluate(() =>
            [...document.querySelectorAll('.site-name, h1, .hero p, .login-message')].map((e) => {
              const r = e.getBoundingClientRect();
              return `${e.tagName} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
            }),
          );
        const served = await suite.visitors().anonymous({ viewport: { width, height: 844 }, javaScript: false });
        const app = await suite.visitors().anonymous({ viewport: { width, height: 844 } });
        for (const path of ['/', '/businesses', '/socials']) {
          await served.goto(path);
          const before = await places(served);
          expect(before.length, `${width} ${path}`).toBeGreaterThanOrEqual(3);
          await app.goto(path);
          // The skip link is the app's alone: once it is there, the app has replaced what was served.
          await app.locator('.skip-link').waitFor({ state: 'attached' });
          await expect.poll(() => places(app), { message: `${width} ${path}` }).toEqual(before);
        }
      },
    );

    it('nothing scrolls sideways at 320 px on the home, list, detail and review pages', async () => {
      const page = await suite.visitors().anonymous({ viewport: NARROW });
      const visits: [string, () => Promise<unknown>][] = [
        ['/', () => page.getByRole('search', { name: UI.home.search }).waitFor()],
        [`/businesses?searchText=${LONG_WORD.slice(0, 20)}`, () => page.locator('.entry-card').first().waitFor()],
        ['/businesses', () => page.locator('.entry-card').first().waitFor()],
        [
          `/businesses/${stressed}`,
          () => page.getByRole('region', { name: 'Reviews' }).getByRole('listitem').first().waitFor(),
        ],
        [`/businesses/${stressed}/reviews/${stressedReview}`, () => page.getByRole('heading', { level: 1 }).waitFor()],
        ['/homes', () => page.locator('.entry-card').first().waitFor()],
        ['/products', () => page.locator('.entry-card').first().waitFor()],
        ['/socials', () => page.locator('.entry-card').first().waitFor()],
        ['/about', () => page.getByRole('heading', { level: 1 }).waitFor()],
        ['/help', () => page.getByRole('heading', { level: 1 }).waitFor()],
        ['/login', () => page.getByRole('heading', { level: 1 }).waitFor()],
      ];
      for (const [path, shown] of visits) {
        await page.goto(path);
        await shown();
        expect({ path, ...(await overflow(page)) }).toEqual({ path, ...NOTHING_SIDEWAYS });
      }
    });
  });
});
