/**
 * My places in real Chromium: a member saves a demo business to "Safe for me" from its page, finds it
 * on My places (with the map), shares the list by a link a signed-out visitor opens, then stops
 * sharing and the link says so. No axe violation on the new screens at 1280 and 390 px.
 */
import { describe, expect, it } from 'vitest';
import { MY_PLACES } from '@ffc/domain';
import { accessibilityViolations, hasChromium } from '../support/browser.js';
import { businessId } from '../support/system.js';
import { browserSuite } from '../support/pages.js';

const PHONE = { width: 390, height: 844 };

describe.skipIf(!hasChromium)('my places in the browser', () => {
  const suite = browserSuite();

  it('a member saves a place, finds it on My places, and shares the list by a link', { timeout: 120_000 }, async () => {
    const cafeId = await businessId(suite.system(), 'Clear Air Cafe');
    const member = await suite.visitors().loggedIn('member', 'demo-password');
    await member.goto(`/businesses/${cafeId}`);
    const save = member.getByRole('region', { name: MY_PLACES.save });
    const safe = save.getByRole('checkbox', { name: 'Safe for me' });
    await expect.poll(() => safe.count()).toBe(1);
    expect(await safe.isChecked()).toBe(false);
    await save.getByText('Safe for me', { exact: true }).click();
    await expect.poll(() => safe.isChecked()).toBe(true);
    expect(await accessibilityViolations(member)).toEqual([]);

    await save.getByRole('link', { name: MY_PLACES.toMyPlaces }).click();
    await expect.poll(() => member.getByRole('heading', { name: MY_PLACES.title }).isVisible()).toBe(true);
    const place = member.getByRole('link', { name: 'Clear Air Cafe' });
    await expect.poll(() => place.getAttribute('href')).toBe(`/businesses/${cafeId}`);
    expect(await member.getByRole('link', { name: 'Safe for me (1)' }).getAttribute('aria-current')).toBe('page');
    expect(await accessibilityViolations(member)).toEqual([]);

    // Shared by a link, shown once; a signed-out visitor on a phone opens it and sees the place.
    await member.getByRole('button', { name: MY_PLACES.share }).click();
    const field = member.getByRole('textbox', { name: 'Share link' });
    await expect.poll(() => field.inputValue()).toMatch(/\/shared\/[A-Za-z0-9_-]{32}$/);
    const link = await field.inputValue();
    expect(await accessibilityViolations(member)).toEqual([]);
    const visitor = await suite.visitors().anonymous({ viewport: PHONE });
    await visitor.goto(link);
    await expect.poll(() => visitor.getByRole('heading', { name: 'Safe for me' }).isVisible()).toBe(true);
    expect(await visitor.getByRole('link', { name: 'Clear Air Cafe' }).isVisible()).toBe(true);
    expect(await visitor.content()).not.toContain('member');
    expect(await accessibilityViolations(visitor)).toEqual([]);

    // Stopped: the same link now says it no longer works.
    await member.getByRole('button', { name: MY_PLACES.shareStop }).click();
    await expect.poll(() => member.getByRole('button', { name: MY_PLACES.shareStop }).count()).toBe(0);
    await visitor.reload();
    await expect.poll(() => visitor.getByRole('heading', { name: MY_PLACES.sharedGone }).isVisible()).toBe(true);

    // My places on a phone.
    const phone = await suite.visitors().loggedIn('member', 'demo-password', { viewport: PHONE });
    await phone.goto('/my-places');
    await expect.poll(() => phone.getByRole('link', { name: 'Clear Air Cafe' }).isVisible()).toBe(true);
    expect(await accessibilityViolations(phone)).toEqual([]);
  });
});
