import { describe, expect, it } from 'vitest';
import { AFFILIATE_TAG, SITE_NAME } from '@ffc/domain';
import { waitForMail } from '@ffc/api/testing';
import { accessibilityViolations, hasChromium } from '../support/browser.js';
import { browserSuite, graphqlFrom } from '../support/pages.js';

describe.skipIf(!hasChromium)('support, social groups, users and the affiliate page in the browser', () => {
  const suite = browserSuite();
  const url = (path: string) => `${suite.system().url}${path}`;

  it('a member files a ticket, the moderator finds and resolves it, the member is mailed, the administrator deletes it', async () => {
    const member = await suite.visitors().loggedIn('member');
    await member.goto('/support/add');
    await member.getByLabel('Ticket Name').fill('E2E wrong phone number');
    await member.getByLabel('Ticket Description').fill('Green Leaf Grocery has a new phone number.');
    await member.getByLabel('Entity Type').selectOption({ label: 'Business' });
    await member.getByLabel('Support Type').selectOption({ label: 'Incorrect Information' });
    await member.getByLabel('Entity Id').fill('3');
    await member.getByText('Send Me Email Updates on this Ticket').click();
    expect(await accessibilityViolations(member)).toEqual([]);
    await member.getByRole('button', { name: 'Submit' }).click();
    await member.waitForURL(url('/'));
    await expect.poll(() => member.getByText('Support Ticket created successfully.').isVisible()).toBe(true);

    const moderator = await suite.visitors().loggedIn('moderator');
    await moderator.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Support' }).click();
    await moderator.getByLabel('Type', { exact: true }).selectOption({ label: 'Incorrect Information' });
    await moderator.getByLabel('Entity Type').selectOption({ label: 'Business' });
    await moderator.getByLabel('Name').fill('phone number');
    await moderator.getByRole('button', { name: 'Search' }).click();
    await moderator.getByRole('link', { name: 'E2E wrong phone number' }).click();
    await moderator.waitForURL(/\/support\/\d+$/);
    const id = Number(moderator.url().split('/').pop());
    expect(await moderator.getByRole('button', { name: 'Delete Ticket' }).count()).toBe(0);
    await moderator.getByRole('link', { name: 'Edit' }).click();
    await moderator.getByLabel('Resolution').fill('Phone number corrected.');
    await moderator.getByText('Active', { exact: true }).click();
    await moderator.getByRole('button', { name: 'Submit' }).click();
    await moderator.waitForURL(url(`/support/${id}`));
    await expect.poll(() => moderator.getByText('Phone number corrected.').isVisible()).toBe(true);
    const [mail] = await waitForMail(suite.system().api.ctx, 'member@example.org', `${SITE_NAME}: your support ticket`);
    expect(mail!.text).toContain('Resolution: Phone number corrected.');

    const administrator = await suite.visitors().loggedIn('administrator');
    await administrator.goto(`/support/${id}`);
    await administrator.getByRole('button', { name: 'Delete Ticket' }).click();
    await administrator.getByRole('alertdialog').getByRole('button', { name: 'Delete Ticket' }).click();
    await administrator.waitForURL(/\/support(\?.*)?$/);
    const [left] = await suite
      .system()
      .api.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM support_tickets WHERE id = $1', [id]);
    expect(left!.n).toBe(0);
  });

  it('a social group is added, found by country and state, and deleted by its creator', async () => {
    const page = await suite.visitors().loggedIn('member');
    await page.goto('/socials');
    await page.getByRole('link', { name: 'Add a Social Group' }).click();
    await page.waitForURL(url('/socials/0/edit'));
    // The list stays on screen while the form's code loads: wait for the form, not only the address.
    await page.getByRole('heading', { name: 'Add a Social Group' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('E2E Breathe Easy Circle');
    await page.getByLabel('Description', { exact: true }).fill('We meet monthly in a scent-free library room.');
    await page.getByLabel('Meeting Type').selectOption({ label: 'In Person' });
    await page.getByLabel('Meeting Frequency').selectOption({ label: 'Monthly' });
    await page.getByLabel('City').fill('Toronto');
    await page.getByLabel('Country').selectOption({ label: 'Canada' });
    await expect.poll(() => page.getByRole('option', { name: 'Ontario' }).count()).toBe(1);
    await page.getByLabel('State/Province').selectOption({ label: 'Ontario' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/socials\/\d+$/);
    const id = Number(page.url().split('/').pop());

    await page.goto('/socials');
    await page.getByLabel('Country').selectOption({ label: 'Canada' });
    await expect.poll(() => page.getByRole('option', { name: 'Ontario' }).count()).toBe(1);
    await page.getByLabel('State/Province').selectOption({ label: 'Ontario' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'E2E Breathe Easy Circle' }).isVisible()).toBe(true);
    // The demo group in Portland, Oregon is in the list until the filtered answer replaces it.
    await expect.poll(() => page.getByRole('link', { name: 'Fragrance Free Portland' }).count()).toBe(0);
    expect(page.url()).toMatch(/country=\d+&state=\d+/);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'E2E Breathe Easy Circle' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Group' }).click();
    await page.waitForURL(url('/socials'));
    const [left] = await suite
      .system()
      .api.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM socials WHERE id = $1', [id]);
    expect(left!.n).toBe(0);
  });

  it('shows the user list to the administrator, and refuses it to a member', async () => {
    const administrator = await suite.visitors().loggedIn('administrator');
    await administrator.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
    await administrator.getByLabel('Name').fill('mel');
    await administrator.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => administrator.getByRole('cell', { name: 'member@example.org' }).isVisible()).toBe(true);
    expect(await accessibilityViolations(administrator)).toEqual([]);

    const member = await suite.visitors().loggedIn('member');
    await member.goto('/users');
    await expect.poll(() => member.getByText('This page is for administrators.').isVisible()).toBe(true);
    const refused = await graphqlFrom(member, '{ users { totalElements } }', {});
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('turns a pasted product address into an affiliate link', async () => {
    const page = await suite.visitors().anonymous();
    await page.goto('/amazon');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Purchase Affiliated Online Retail Product' }).isVisible())
      .toBe(true);
    await page.getByLabel('Product URL').fill('https://www.amazon.com/Plain-Soap/dp/B00ABCDEF1/ref=sr_1');
    await expect
      .poll(() =>
        page.getByRole('link', { name: `https://www.amazon.com/dp/B00ABCDEF1?tag=${AFFILIATE_TAG}` }).isVisible(),
      )
      .toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
