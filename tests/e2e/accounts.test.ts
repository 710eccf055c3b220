/**
 * People own their accounts and moderators keep the community safe, in Chromium
 * against the real system: a password reset through the mailed link, a download and then the
 * deletion of an account, a member made moderator, an account disabled.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { M, UI } from '@ffc/domain';
import { waitForResetToken } from '@ffc/api/testing';
import { accessibilityViolations, hasChromium } from '../support/browser.js';
import { browserSuite, signUp } from '../support/pages.js';

describe.skipIf(!hasChromium)('accounts and moderation in the browser', () => {
  const suite = browserSuite();

  /** A user's id, from the database. */
  const idOf = async (username: string) =>
    (await suite.system().api.ctx.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))[0]!
      .id;

  const loginFails = async (page: Page, username: string, password: string) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
  };

  it('a logged-out person chooses a new password through the mailed link, which then works no more', async () => {
    await signUp(suite.system(), 'forgetful');
    const page = await suite.visitors().anonymous();
    await page.goto('/login');
    await page.getByRole('link', { name: UI.forgotPassword }).click();
    await page.getByLabel('Username or email').fill('forgetful@example.org');
    await page.getByRole('button', { name: 'Send Link' }).click();
    await expect.poll(() => page.getByText(M.passwordResetSent).isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);

    const link = `/reset-password?token=${encodeURIComponent(await waitForResetToken(suite.system().api.ctx, 'forgetful@example.org'))}`;
    await page.goto(link);
    await page.getByLabel('New Password').fill('remembered-now');
    await page.getByLabel('Confirm Password').fill('remembered-now');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await page.waitForURL(/\/login$/);
    await expect.poll(() => page.getByText(M.passwordResetDone).isVisible()).toBe(true);
    await page.getByLabel('Username').fill('forgetful');
    await page.getByLabel('Password').fill('remembered-now');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${suite.system().url}/`);

    // The link worked once.
    const again = await suite.visitors().anonymous();
    await again.goto(link);
    await again.getByLabel('New Password').fill('another-password');
    await again.getByLabel('Confirm Password').fill('another-password');
    await again.getByRole('button', { name: 'Save Password' }).click();
    await expect.poll(() => again.getByRole('heading', { name: M.resetLinkInvalid }).isVisible()).toBe(true);
  });

  it('a person downloads their data, then deletes their account, which can no longer log in', async () => {
    await signUp(suite.system(), 'leaving');
    const page = await suite.visitors().loggedIn('leaving', 'leaving-password');
    await page.goto('/profile');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: UI.downloadMyData }).click(),
    ]);
    const data = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
      profile: { username: string; email: string };
    };
    expect(data.profile).toMatchObject({ username: 'leaving', email: 'leaving@example.org' });
    expect(JSON.stringify(data)).not.toMatch(/password_hash|token_hash/);

    await page.getByRole('button', { name: UI.deleteMyAccount }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Your password').fill('leaving-password');
    // Checked once the dialog has finished fading in.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: UI.deleteMyAccount }).click();
    await page.waitForURL(`${suite.system().url}/`);
    await expect.poll(() => page.getByText(M.accountDeleted).first().isVisible()).toBe(true);
    // Logged out once the profile page has given way to the home page.
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).count())
      .toBe(1);
    await loginFails(page, 'leaving', 'leaving-password');
    await expect.poll(() => page.getByText(M.invalidCredentials).isVisible()).toBe(true);
  });

  it('an administrator makes a member a moderator, who then sees Support; and disables an account, which cannot log in', async () => {
    await signUp(suite.system(), 'promoted');
    await signUp(suite.system(), 'troublemaker');
    const admin = await suite.visitors().loggedIn('administrator');
    await admin.goto(`/users/${await idOf('promoted')}`);
    await admin.getByRole('switch', { name: UI.moderator }).click({ force: true });
    await expect.poll(() => admin.getByText('User successfully updated.').isVisible()).toBe(true);
    expect(await admin.getByRole('switch', { name: UI.moderator }).isChecked()).toBe(true);
    expect(await accessibilityViolations(admin)).toEqual([]);

    const promoted = await suite.visitors().loggedIn('promoted', 'promoted-password');
    const nav = promoted.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.getByRole('link', { name: 'Support' }).isVisible()).toBe(true);
    await nav.getByRole('link', { name: 'Support' }).click();
    await expect.poll(() => promoted.getByRole('heading', { name: 'Support Tickets' }).isVisible()).toBe(true);

    // Disabled: its open session ends and it cannot log in.
    const trouble = await suite.visitors().loggedIn('troublemaker', 'troublemaker-password');
    await admin.goto(`/users/${await idOf('troublemaker')}`);
    await admin.getByRole('switch', { name: UI.accountEnabled }).click({ force: true });
    await expect.poll(() => admin.getByRole('switch', { name: UI.accountEnabled }).isChecked()).toBe(false);
    await trouble.goto('/profile');
    // Its session is over: the profile is not shown, and the person is logged out.
    await expect
      .poll(() => trouble.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).isVisible())
      .toBe(true);
    expect(trouble.url()).not.toMatch(/\/profile$/);
    await loginFails(trouble, 'troublemaker', 'troublemaker-password');
    await expect.poll(() => trouble.getByText(M.accountDisabled).isVisible()).toBe(true);

    // The log says who did it, for the moderators.
    await promoted.goto('/moderation');
    await expect.poll(() => promoted.getByText('disabled the account “troublemaker”').isVisible()).toBe(true);
    await expect
      .poll(() => promoted.getByText('set the roles of the account “promoted” to moderator').isVisible())
      .toBe(true);
    expect(await accessibilityViolations(promoted)).toEqual([]);
  });
});
