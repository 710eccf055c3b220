/**
 * "Safe for me" in real Chromium: a member chooses five needs for rental homes on My needs, a homes
 * list shows "4 of 5" on a row, "Meets my needs" keeps only the home that meets all five, and the
 * home's page checks the needs against it and prints a note to send ahead as a card. The new screens
 * have no axe violation at 1280 and 390 px.
 */
import { describe, expect, it } from 'vitest';
import { ACCOMMODATIONS, NEEDS_TEXT, NOTE_REQUESTS, NOTE_TEXT } from '@ffc/domain';
import { accessibilityViolations, hasChromium } from '../support/browser.js';
import { browserSuite, graphqlFrom } from '../support/pages.js';

const PHONE = { width: 390, height: 844 };
/** Five of the six home accommodations: the member's needs. */
const NEEDED = ACCOMMODATIONS.homes.slice(0, 5);
const TOWN = 'Needsboro';

describe.skipIf(!hasChromium)('my needs in the browser', () => {
  const suite = browserSuite();

  it(
    'a member chooses needs, sees "4 of 5" on a row, and "Meets my needs" keeps the home that meets all',
    { timeout: 120_000 },
    async () => {
      const member = await suite.visitors().loggedIn('member', 'demo-password');
      await member.goto('/profile/needs');
      const homes = member.getByRole('group', { name: NEEDS_TEXT.kinds.homes });
      // Blueprint draws its own box over the input: a person clicks the label.
      for (const need of NEEDED) await homes.getByText(need.label, { exact: true }).click();
      for (const need of NEEDED) expect(await homes.getByRole('checkbox', { name: need.label }).isChecked()).toBe(true);
      expect(await accessibilityViolations(member)).toEqual([]);
      await member.getByRole('button', { name: NEEDS_TEXT.save }).click();
      await expect.poll(() => member.getByText('Your needs successfully updated.').isVisible()).toBe(true);

      // Two homes in a town of this test's own: one offers all five needs, one four of them.
      const db = suite.system().api.ctx.db;
      const [place] = await db.query<{ country: number; state: number }>(
        "SELECT c.id AS country, s.id AS state FROM states s JOIN countries c ON c.id = s.country_id WHERE c.iso_code = 'US' AND s.iso_code = 'OR'",
      );
      for (const [name, offered] of [
        ['All Five Cottage', NEEDED],
        ['Four Of Five Cottage', NEEDED.slice(1)],
      ] as const) {
        const saved = await graphqlFrom(member, 'mutation ($i: HomeInput!) { createHome(input: $i) { id } }', {
          i: {
            name,
            description: 'A quiet cottage.',
            homeTypeId: 1,
            city: TOWN,
            stateId: place!.state,
            countryId: place!.country,
            accommodations: offered.map((a) => a.key),
          },
        });
        expect(saved.errors).toBeUndefined();
      }

      await member.goto(`/homes?searchText=${TOWN}&sort=name`);
      const row = (name: string) => member.getByRole('row').filter({ hasText: name });
      await expect.poll(() => row('Four Of Five Cottage').textContent()).toContain('4 of 5');
      expect(await row('All Five Cottage').textContent()).toContain('5 of 5');
      expect(await member.getByRole('columnheader', { name: 'Your needs' }).isVisible()).toBe(true);

      await member.getByText('Meets my needs', { exact: true }).click();
      await member.getByRole('button', { name: 'Search' }).click();
      await expect.poll(() => member.getByRole('row').filter({ hasText: 'Cottage' }).count()).toBe(1);
      expect(await row('All Five Cottage').isVisible()).toBe(true);
      expect(new URL(member.url()).searchParams.get('meetsNeeds')).toBe('true');
      expect(await accessibilityViolations(member)).toEqual([]);

      // The home's page checks each need against it: the sixth accommodation is not one of them.
      await row('All Five Cottage').getByRole('link').click();
      const checklist = member.getByRole('region', { name: NEEDS_TEXT.checklist });
      await expect.poll(() => checklist.textContent()).toContain('Meets 5 of your 5 needs.');
      for (const need of NEEDED) expect(await checklist.textContent()).toContain(need.label);
      expect(await accessibilityViolations(member)).toEqual([]);

      // A note to send ahead, from the member's needs here, printed as a card on its own.
      await member.getByText(NOTE_TEXT.title, { exact: true }).click();
      const card = member.getByRole('region', { name: NOTE_TEXT.preview });
      await expect.poll(() => card.textContent()).toContain(NOTE_REQUESTS.homes[NEEDED[0]!.key]!);
      expect(await card.textContent()).not.toMatch(/react/i);
      expect(await accessibilityViolations(member)).toEqual([]);
      // The browser's print dialog would wait for a person: the page's print style is what is checked.
      await member.evaluate(() => {
        window.print = () => undefined;
      });
      await member.getByRole('button', { name: NOTE_TEXT.print }).click();
      await member.emulateMedia({ media: 'print' });
      expect(await card.isVisible()).toBe(true);
      expect(await member.getByRole('heading', { name: 'All Five Cottage' }).isVisible()).toBe(false);
      expect(await member.getByRole('navigation').first().isVisible()).toBe(false);
      await member.emulateMedia({ media: 'screen' });

      // On a phone: the same list as cards, and My needs, with nothing for axe to find.
      const phone = await suite.visitors().loggedIn('member', 'demo-password', { viewport: PHONE });
      await phone.goto(`/homes?searchText=${TOWN}&sort=for-me`);
      await expect.poll(() => phone.locator('.entry-card').first().textContent()).toContain('5 of 5');
      expect(await phone.locator('.entry-card').nth(1).textContent()).toContain('4 of 5');
      expect(await accessibilityViolations(phone)).toEqual([]);
      await phone.goto('/profile/needs');
      await expect
        .poll(() =>
          phone
            .getByRole('group', { name: NEEDS_TEXT.kinds.homes })
            .getByRole('checkbox', { name: NEEDED[0]!.label })
            .isChecked(),
        )
        .toBe(true);
      expect(await accessibilityViolations(phone)).toEqual([]);
    },
  );
});
