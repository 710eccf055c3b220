/** Forgot password, one's data, access switches and the moderation log on the screens. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { M, UI } from '@ffc/domain/messages';
import { describeModeration } from '@ffc/domain/moderation';
import { pageOf, userRecord } from '../../test/fixtures';
import { administrator, location, member, moderator, renderAt } from '../../test/render';
import { server } from '../../test/server';

const profile = { ...userRecord(), address1: null };

describe('forgot password, logged out', () => {
  it('is offered on the login page, and says the same thing whatever was typed', async () => {
    const asked: unknown[] = [];
    server.use(
      graphql.mutation(
        'ForgotPassword',
        ({ variables }) => (asked.push(variables), HttpResponse.json({ data: { forgotPassword: true } })),
      ),
    );
    renderAt('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: UI.forgotPassword }));
    await waitFor(() => expect(location()).toBe('/forgot-password'));
    await user.click(await screen.findByRole('button', { name: 'Send Link' }));
    expect(await screen.findByText('Username or email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username or email'), 'member');
    await user.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByText(M.passwordResetSent)).toBeInTheDocument();
    expect(asked).toEqual([{ login: 'member' }]);
  });

  it("sets the new password from the link's token, then goes to login; a spent link says so", async () => {
    const asked: unknown[] = [];
    let spent = false;
    server.use(
      graphql.mutation('ResetPasswordWithToken', ({ variables }) => {
        asked.push(variables);
        return spent
          ? HttpResponse.json({
              errors: [
                {
                  message: M.resetLinkInvalid,
                  extensions: {
                    code: 'BAD_REQUEST',
                    status: 400,
                    fieldErrors: [{ field: 'token', message: M.resetLinkInvalid }],
                  },
                },
              ],
            })
          : HttpResponse.json({ data: { resetPasswordWithToken: true } });
      }),
    );
    const shown = renderAt('/reset-password?token=abc123abc123abc123');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New Password'), 'new-password');
    await user.type(screen.getByLabelText('Confirm Password'), 'other-password');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(await screen.findByText(M.passwordResetDone)).toBeInTheDocument();
    expect(asked).toEqual([{ token: 'abc123abc123abc123', newPassword: 'new-password' }]);
    shown.unmount();
    spent = true;
    const second = renderAt('/reset-password?token=abc123abc123abc123');
    await user.type(await screen.findByLabelText('New Password'), 'new-password');
    await user.type(screen.getByLabelText('Confirm Password'), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByRole('heading', { name: M.resetLinkInvalid })).toBeInTheDocument();
    second.unmount();
    renderAt('/reset-password');
    expect(await screen.findByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});

describe('your data', () => {
  it('downloads the data as a file, and deletes the account with the password', async () => {
    const deleted: unknown[] = [];
    server.use(
      graphql.query('Profile', () => HttpResponse.json({ data: { profile } })),
      graphql.query('ExportMyData', () => HttpResponse.json({ data: { exportMyData: '{"profile":{}}' } })),
      graphql.mutation('DeleteMyAccount', ({ variables }) => {
        deleted.push(variables);
        return variables.password === 'right-password'
          ? HttpResponse.json({ data: { deleteMyAccount: true } })
          : HttpResponse.json({
              errors: [
                {
                  message: M.wrongPassword,
                  extensions: {
                    code: 'BAD_REQUEST',
                    status: 400,
                    fieldErrors: [{ field: 'password', message: M.wrongPassword }],
                  },
                },
              ],
            });
      }),
      graphql.query('Home', () => HttpResponse.json({ data: {} })),
    );
    const created = vi.fn(() => 'blob:test');
    // A copy of URL with the download's calls: URL itself stays as it was for the files after this one.
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, { createObjectURL: created, revokeObjectURL: () => undefined }),
    );
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    renderAt('/profile', { user: member });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: UI.downloadMyData }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: UI.deleteMyAccount }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Your password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: UI.deleteMyAccount }));
    expect(await within(dialog).findByText(M.wrongPassword)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Your password'));
    await user.type(within(dialog).getByLabelText('Your password'), 'right-password');
    await user.click(within(dialog).getByRole('button', { name: UI.deleteMyAccount }));
    await waitFor(() => expect(location()).toBe('/'));
    expect((await screen.findAllByText(M.accountDeleted)).length).toBeGreaterThan(0);
    expect(deleted.at(-1)).toEqual({ password: 'right-password' });
    // The session is forgotten once the profile page has given way: wait for the navigation bar to say so.
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('says why the last administrator cannot leave, and a wrong password only at its field', async () => {
    server.use(
      graphql.query('Profile', () => HttpResponse.json({ data: { profile } })),
      graphql.mutation('DeleteMyAccount', ({ variables }) =>
        variables.password === 'right-password'
          ? HttpResponse.json({
              errors: [
                { message: M.lastAdministrator, extensions: { code: 'BAD_REQUEST', status: 400, fieldErrors: [] } },
              ],
            })
          : HttpResponse.json({
              errors: [
                {
                  message: M.wrongPassword,
                  extensions: {
                    code: 'BAD_REQUEST',
                    status: 400,
                    fieldErrors: [{ field: 'password', message: M.wrongPassword }],
                  },
                },
              ],
            }),
      ),
    );
    renderAt('/profile', { user: member });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: UI.deleteMyAccount }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Your password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: UI.deleteMyAccount }));
    expect(await within(dialog).findByText(M.wrongPassword)).toBeInTheDocument();
    expect(screen.queryByText(/Bad request/)).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Your password'));
    await user.type(within(dialog).getByLabelText('Your password'), 'right-password');
    await user.click(within(dialog).getByRole('button', { name: UI.deleteMyAccount }));
    expect(await screen.findByText(M.lastAdministrator)).toBeInTheDocument();
    expect(location()).toBe('/profile');
  });
});

describe('moderation', () => {
  it("lets an administrator make someone a moderator and disable the account from the user's page", async () => {
    const calls: { op: string; variables: Record<string, unknown> }[] = [];
    let record = userRecord({ id: 9, username: 'someone' });
    server.use(
      graphql.query('User', () => HttpResponse.json({ data: { user: record } })),
      graphql.mutation('SetUserRoles', ({ variables }) => {
        calls.push({ op: 'roles', variables });
        record = { ...record, roles: variables.roles as string[] };
        return HttpResponse.json({ data: { setUserRoles: record } });
      }),
      graphql.mutation('SetUserEnabled', ({ variables }) => {
        calls.push({ op: 'enabled', variables });
        record = { ...record, enabled: variables.enabled as boolean };
        return HttpResponse.json({ data: { setUserEnabled: record } });
      }),
    );
    renderAt('/users/9', { user: administrator });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: UI.moderator }));
    await waitFor(() =>
      expect(calls).toContainEqual({ op: 'roles', variables: { id: 9, roles: ['ROLE_USER', 'ROLE_MODERATOR'] } }),
    );
    await waitFor(() => expect(screen.getByRole('switch', { name: UI.moderator })).toBeChecked());
    await user.click(screen.getByRole('switch', { name: UI.accountEnabled }));
    await waitFor(() => expect(calls).toContainEqual({ op: 'enabled', variables: { id: 9, enabled: false } }));
    expect(await screen.findByText('User successfully updated.')).toBeInTheDocument();
  });

  it('shows moderators the log, newest first, and others no switches', async () => {
    const line = {
      __typename: 'ModerationLogEntry',
      id: 1,
      actorId: 2,
      actorUsername: 'moderator',
      action: 'deleted',
      targetKind: 'review',
      targetId: 5,
      targetName: 'Abusive words',
      detail: null,
      createdDate: '2026-11-25T10:00:00.000Z',
    };
    server.use(
      graphql.query('ModerationLog', () => HttpResponse.json({ data: { page: pageOf('ModerationLogPage', [line]) } })),
    );
    renderAt('/moderation', { user: moderator });
    expect(
      await screen.findByText(describeModeration(line as Parameters<typeof describeModeration>[0])),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'moderator' })).toHaveAttribute('href', '/users/2');
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Moderation');
  });

  it('tells a member the log is not for them', async () => {
    renderAt('/moderation', { user: member });
    expect(await screen.findByText('This page is for moderators.')).toBeInTheDocument();
  });
});
