import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { location, member, moderator, renderAt } from '../../test/render';
import { referenceTypes } from '../../test/fixtures';
import { server } from '../../test/server';

describe('login', () => {
  it('shows the spec messages under fields once touched, and does not submit', async () => {
    let called = false;
    server.use(graphql.mutation('Login', () => ((called = true), HttpResponse.json({ data: null }))));
    renderAt('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), '123');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it('keeps the user, sets the moderator flag and goes home on success', async () => {
    server.use(
      graphql.mutation('Login', ({ variables }) =>
        HttpResponse.json({
          data: { login: { ...moderator, username: variables.username, __typename: 'SessionUser' } },
        }),
      ),
    );
    renderAt('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'moderator');
    await user.type(screen.getByLabelText('Password'), 'demo-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({
      username: 'moderator',
      roles: ['ROLE_MODERATOR', 'ROLE_USER'],
    });
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Support' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Login successful.')).toBeInTheDocument();
  });

  it('returns to the page that asked for a login', async () => {
    server.use(
      graphql.mutation('Login', () => HttpResponse.json({ data: { login: { ...member, __typename: 'SessionUser' } } })),
      // The ticket form it returns to loads the reference lists.
      graphql.query('ReferenceData', () => HttpResponse.json({ data: { types: referenceTypes } })),
      graphql.query('SupportTickets', () =>
        HttpResponse.json({
          data: {
            page: { content: [], totalPages: 0, totalElements: 0, totalElementsIsEstimate: false, pageNumber: 0 },
          },
        }),
      ),
    );
    renderAt('/support/add');
    await waitFor(() => expect(location()).toBe('/login'));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'member');
    await user.type(screen.getByLabelText('Password'), 'demo-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location()).toBe('/support/add'));
  });

  it('says why a login failed in a toast', async () => {
    server.use(
      graphql.mutation('Login', () =>
        HttpResponse.json({
          errors: [{ message: 'Invalid username or password.', extensions: { code: 'UNAUTHENTICATED', status: 401 } }],
        }),
      ),
    );
    renderAt('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'member');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid username or password.')).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('links to Sign Up and the Help page', async () => {
    renderAt('/login');
    expect(await screen.findByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Help Page' })).toHaveAttribute('href', '/help');
    expect(screen.getByRole('heading', { name: 'User Login' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profile' })).toBeInTheDocument();
  });
});

describe('logout', () => {
  it('ends the session, forgets the user and shows the logged-out message at home', async () => {
    let loggedOut = false;
    server.use(graphql.mutation('Logout', () => ((loggedOut = true), HttpResponse.json({ data: { logout: true } }))));
    localStorage.setItem('ffc-offline', JSON.stringify({ savedAt: '2026-12-01T00:00:00Z', data: {} }));
    renderAt('/logout', { user: moderator });
    expect(await screen.findByText('You have been logged out. Please login again.')).toBeInTheDocument();
    expect(location()).toBe('/');
    await waitFor(() => expect(loggedOut).toBe(true));
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('ffc-offline')).toBeNull();
    // The server had it: nothing is left to send.
    await waitFor(() => expect(localStorage.getItem('ffc-logout-due')).toBeNull());
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'Support' }),
    ).toBeNull();
  });

  it('follows an expired session to /logout', async () => {
    server.use(
      graphql.query('Profile', () =>
        HttpResponse.json({
          errors: [{ message: 'Please log in to continue.', extensions: { code: 'UNAUTHENTICATED', status: 401 } }],
        }),
      ),
      graphql.mutation('Logout', () => HttpResponse.json({ data: { logout: true } })),
    );
    renderAt('/profile', { user: moderator });
    expect(await screen.findByText('You have been logged out. Please login again.')).toBeInTheDocument();
    expect(location()).toBe('/');
  });
});
