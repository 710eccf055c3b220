/**
 * The main flows with the keyboard alone (no mouse, no filled-in values): log in, search
 * businesses by country and state and open one, add a business after a failed first submit,
 * review it in the dialog (after which the page points to that review), delete it through the confirm dialog, log out. Each step checks
 * where focus is, since that is where a keyboard or screen-reader user is.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { M, UI, V } from '@ffc/domain';
import { choose, expectFocus, tabTo, type } from './keyboard.js';
import type { System } from './system.js';

/** Country then State/Province (enabled once a country is chosen), by keyboard. */
async function chooseOregon(page: Page, main: Locator): Promise<void> {
  const country = main.getByLabel('Country');
  await tabTo(page, country);
  await choose(page, country, 'United States');
  const state = main.getByLabel('State/Province');
  await page.keyboard.press('Tab');
  await expect.poll(() => state.isEnabled()).toBe(true);
  // The country's states arrive after it is chosen: type only once Oregon is there to be found.
  await expect.poll(() => state.locator('option', { hasText: 'Oregon' }).count()).toBe(1);
  await choose(page, state, 'Oregon');
}

export async function keyboardOnlyFlow(page: Page, system: System): Promise<void> {
  const main = page.locator('#main');
  const heading = (name: string) => main.getByRole('heading', { level: 1, name, exact: true });
  const nav = page.getByRole('navigation', { name: 'Main' });

  // Log in: the skip link comes first and leads past the navigation to the form.
  await page.goto('/login');
  await page.getByLabel('Username').waitFor();
  await page.keyboard.press('Tab');
  await expectFocus(page, page.getByRole('link', { name: 'Skip to content' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel('Username'), { limit: 3 });
  await type(page, 'member');
  await page.keyboard.press('Tab');
  await expectFocus(page, page.getByLabel('Password'));
  await type(page, 'demo-password');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${system.url}/`);
  await expectFocus(page, heading('Fragrance Free Community'));

  // Search businesses by country and state, and open a result.
  await tabTo(page, nav.getByRole('link', { name: 'Businesses' }));
  await page.keyboard.press('Enter');
  await expectFocus(page, heading('Businesses'));
  await chooseOregon(page, main);
  await tabTo(page, main.getByRole('button', { name: 'Search' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(/state=/);
  const result = main.getByRole('link', { name: 'Clear Air Cafe' });
  await tabTo(page, result);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/businesses\/\d+$/);
  await expectFocus(page, heading('Clear Air Cafe'));

  // One Back returns to the filtered list (opening a result added one history entry).
  await page.goBack();
  await page.waitForURL(/\/businesses\?.*state=/);
  await expectFocus(page, heading('Businesses'));

  // Add a business: the empty form's errors first, focus on the first field in error.
  await tabTo(page, main.getByRole('link', { name: UI.add.business }));
  await page.keyboard.press('Enter');
  await expectFocus(page, heading(UI.add.business));
  const name = main.getByLabel('Name', { exact: true });
  await tabTo(page, main.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expectFocus(page, name);
  expect(await name.getAttribute('aria-invalid')).toBe('true');
  // The field names its error (aria-describedby), which a screen reader reads with it.
  expect(
    await name.evaluate((field) =>
      (field.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' '),
    ),
  ).toContain(V.nameRequired);
  await type(page, 'Keyboard Kitchen');
  await tabTo(page, main.getByLabel('Description', { exact: true }));
  await type(page, 'Unscented soap, no plug-ins.');
  const kind = main.getByLabel('Type');
  await tabTo(page, kind);
  await choose(page, kind, 'Restaurant');
  await tabTo(page, main.getByLabel('City'));
  await type(page, 'Portland');
  await chooseOregon(page, main);
  const website = main.getByLabel('Website');
  await tabTo(page, website);
  expect(await website.getAttribute('aria-required')).toBe('true');
  await type(page, 'https://keyboard-kitchen.example.org');
  await tabTo(page, main.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/businesses\/\d+$/);
  await expectFocus(page, heading('Keyboard Kitchen'));

  // Review it in the dialog: focus on its first field, and back on the opener when it closes.
  const addReview = main.getByRole('button', { name: 'Add Review' });
  await tabTo(page, addReview);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Review' });
  await expectFocus(page, dialog.getByLabel('Title'));
  await type(page, 'Easy to breathe');
  await page.keyboard.press('Tab');
  const rating = dialog.getByLabel('Rating');
  await expectFocus(page, rating);
  await choose(page, rating, '4 stars');
  await page.keyboard.press('Tab');
  await expectFocus(page, dialog.getByLabel('Comment'));
  await type(page, 'No scent at the door or inside.');
  await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect.poll(() => dialog.isVisible()).toBe(false);
  await expect.poll(() => main.getByRole('link', { name: 'Easy to breathe' }).isVisible()).toBe(true);
  // Add Review gives way to the one-review-per-person notice; focus moves to its link.
  await expectFocus(page, main.getByRole('link', { name: UI.yourReview }));
  expect(await main.getByText(M.alreadyReviewed).isVisible()).toBe(true);
  expect(await addReview.count()).toBe(0);

  // Delete it through the confirm dialog: it opens on Cancel, so Enter twice deletes nothing;
  // Escape cancels too, focus returns; Delete is chosen deliberately, then Enter confirms.
  const remove = main.getByRole('button', { name: 'Delete', exact: true });
  await tabTo(page, remove, { backwards: true });
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Delete: Keyboard Kitchen?' });
  await expectFocus(page, confirm.getByRole('button', { name: 'Cancel' }));
  await page.keyboard.press('Enter');
  await expect.poll(() => confirm.isVisible()).toBe(false);
  await expectFocus(page, remove);
  await page.keyboard.press('Enter');
  await expectFocus(page, confirm.getByRole('button', { name: 'Cancel' }));
  await page.keyboard.press('Escape');
  await expect.poll(() => confirm.isVisible()).toBe(false);
  await expectFocus(page, remove);
  await page.keyboard.press('Enter');
  // The dialog takes focus when it has opened: tabbing before that, the focus it then takes (Cancel)
  // would undo the tabs, and Enter would cancel instead of deleting.
  await expectFocus(page, confirm.getByRole('button', { name: 'Cancel' }));
  await tabTo(page, confirm.getByRole('button', { name: 'Delete' }), { backwards: true });
  await page.keyboard.press('Enter');
  await page.waitForURL(`${system.url}/businesses`);
  await expectFocus(page, heading('Businesses'));
  const [left] = await system.api.ctx.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM businesses WHERE name = 'Keyboard Kitchen'",
  );
  expect(left!.n).toBe(0);

  // Log out: back on Home, logged out, focus on its heading.
  await tabTo(page, nav.getByRole('link', { name: 'Logout' }), { backwards: true });
  await page.keyboard.press('Enter');
  await page.waitForURL(`${system.url}/`);
  await expect.poll(() => nav.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
  await expectFocus(page, heading('Fragrance Free Community'));
}
