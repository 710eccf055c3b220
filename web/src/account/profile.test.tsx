import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { RESET_LOGOUT_DELAY_MS } from '@ffc/domain/limits';
import { M } from '@ffc/domain/messages';
import { administrator, location, member, renderAt } from '../../test/render';
import { referenceTypes } from '../../test/fixtures';
import { server } from '../../test/server';

const profile = {
  __typename: 'User',
  id: 3,
  username: 'member',
  email: 'member@example.org',
  name: 'Mel',
  address1: null,
  address2: null,
  city: null,
  postalCode: null,
  phoneNumber: null,
  website: null,
  state: null,
  country: null,
  createdDate: '2026-01-01T00:00:00.000Z',
  modifiedDate: '2026-01-01T00:00:00.000Z',
};

describe('profile edit', () => {
  it('clears the profile after the confirm, with the spec toast of a user update', async () => {
    server.use(
      graphql.query('Profile', () => HttpResponse.json({ data: { profile } })),
      graphql.query('ReferenceData', () => HttpResponse.json({ data: { types: referenceTypes } })),
      graphql.mutation('ClearProfile', () => HttpResponse.json({ data: { clearProfile: { ...profile, name: null } } })),
    );
    renderAt('/user/edit?id=3', { user: member });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Clear User Data' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: /Clear/ }));
    await waitFor(() => expect(location()).toBe('/profile'));
    expect(await screen.findByText('User successfully updated.')).toBeInTheDocument();
  });

  it('loads states after a country is chosen and saves ids, with null for empty selects', async () => {
    let saved: Record<string, unknown> | undefined;
    server.use(
      graphql.query('Profile', () => HttpResponse.json({ data: { profile } })),
      graphql.query('ReferenceData', () => HttpResponse.json({ data: { types: referenceTypes } })),
      graphql.query('States', ({ variables }) =>
        HttpResponse.json({ data: { states: variables.countryId === 39 ? [{ id: 872, name: 'Ontario' }] : [] } }),
      ),
      graphql.mutation(
        'UpdateProfile',
        ({ variables }) => (
          (saved = variables.input),
          HttpResponse.json({ data: { updateProfile: { ...profile, city: 'Toronto' } } })
        ),
      ),
    );
    renderAt('/user/edit?id=3', { user: member });
    const user = userEvent.setup();
    const state = await screen.findByLabelText('State/Province');
    expect(state).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Select Country First' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Country'), 'Canada');
    await screen.findByRole('option', { name: 'Ontario' });
    await user.selectOptions(screen.getByLabelText('State/Province'), 'Ontario');
    await user.type(screen.getByLabelText('City'), 'Toronto');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/profile'));
    expect(saved).toMatchObject({ countryId: 39, stateId: 872, city: 'Toronto', name: 'Mel' });
    expect(await screen.findByText('User successfully updated.')).toBeInTheDocument();
  });

  it('refuses an invalid email with Invalid email', async () => {
    server.use(
      graphql.query('Profile', () => HttpResponse.json({ data: { profile } })),
      graphql.query('ReferenceData', () => HttpResponse.json({ data: { types: referenceTypes } })),
    );
    renderAt('/user/edit?id=3', { user: member });
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'nope');
    await user.tab();
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
  });

  it('asks for a new login when a new email needs one, says why, and comes back after it', async () => {
    server.use(
      graphql.query('Profile', () => HttpResponse.json({ data: { profile } })),
      graphql.query('ReferenceData', () => HttpResponse.json({ data: { types: referenceTypes } })),
      graphql.mutation('UpdateProfile', () =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message: M.loginAgain,
              extensions: { code: 'FORBIDDEN', status: 403, fieldErrors: [{ field: 'email', message: M.loginAgain }] },
            },
          ],
        }),
      ),
      graphql.mutation('Login', () =>
        HttpResponse.json({
          data: {
            login: {
              __typename: 'SessionUser',
              id: 3,
              username: 'member',
              email: 'member@example.org',
              roles: ['ROLE_USER'],
            },
          },
        }),
      ),
    );
    renderAt('/user/edit?id=3', { user: member });
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'new@example.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(await screen.findByText(M.loginAgain)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'member');
    await user.type(screen.getByLabelText('Password'), 'demo-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location()).toBe('/user/edit'));
  });

  it('sends anonymous visitors to the login page', async () => {
    renderAt('/profile');
    await waitFor(() => expect(location()).toBe('/login'));
  });
});

describe('password reset', () => {
  it('logs a member out 5 seconds after a successful reset', async () => {
    server.use(
      graphql.mutation('ResetPassword', () => HttpResponse.json({ data: { resetPassword: true } })),
      graphql.mutation('Logout', () => HttpResponse.json({ data: { logout: true } })),
    );
    renderAt('/reset', { user: member });
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Username')).toHaveValue('member');
    await user.type(screen.getByLabelText('New Password'), 'changed1');
    await user.type(screen.getByLabelText('Confirm Password'), 'changed1');
    // The page's 5 seconds on a clock the test moves on, not waited out. The fake clock also keeps
    // pace with the real one, for the timeouts of 0 that the testing library waits on.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
      expect(await screen.findByText('You will be logged out in 5 seconds.')).toBeInTheDocument();
      expect(location()).toBe('/reset');
      vi.advanceTimersByTime(RESET_LOGOUT_DELAY_MS);
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(location()).toBe('/'));
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('shows the mismatch message', async () => {
    server.use(
      graphql.mutation('ResetPassword', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'Username and email do not match or Username does not exist.',
              extensions: { code: 'BAD_REQUEST', status: 400, fieldErrors: [] },
            },
          ],
        }),
      ),
    );
    renderAt('/reset', { user: member });
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'other@example.org');
    await user.type(screen.getByLabelText('New Password'), 'changed1');
    await user.type(screen.getByLabelText('Confirm Password'), 'changed1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      (await screen.findAllByText('Username and email do not match or Username does not exist.')).length,
    ).toBeGreaterThan(0);
  });

  it('uses the admin reset for administrators, who stay logged in', async () => {
    let adminCalled = false;
    server.use(
      graphql.mutation(
        'AdminResetPassword',
        () => ((adminCalled = true), HttpResponse.json({ data: { adminResetPassword: true } })),
      ),
    );
    renderAt('/reset', { user: administrator });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'member');
    await user.type(screen.getByLabelText('Email'), 'member@example.org');
    await user.type(screen.getByLabelText('New Password'), 'changed1');
    await user.type(screen.getByLabelText('Confirm Password'), 'changed1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password updated successfully.', { selector: 'p' })).toBeInTheDocument();
    expect(adminCalled).toBe(true);
    expect(screen.queryByText('You will be logged out in 5 seconds.')).toBeNull();
    expect(localStorage.getItem('user')).not.toBeNull();
  });
});
