import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { pageOf, userRecord } from '../../test/fixtures';
import { administrator, location, member, renderAt } from '../../test/render';
import { server } from '../../test/server';

describe('users', () => {
  it('lists users for administrators, searches by name and id, and opens a user', async () => {
    const asked: Record<string, unknown>[] = [];
    server.use(
      graphql.query(
        'Users',
        ({ variables }) => (
          asked.push(variables),
          HttpResponse.json({ data: { page: pageOf('UserPage', [userRecord()]) } })
        ),
      ),
      graphql.query('User', () => HttpResponse.json({ data: { user: userRecord() } })),
    );
    renderAt('/users', { user: administrator });
    const user = userEvent.setup();
    expect(await screen.findByText('member@example.org')).toBeInTheDocument();
    expect(
      within(screen.getAllByRole('row')[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Id', 'Username', 'Email', 'Name', 'State', 'Country']);
    await user.type(screen.getByLabelText('Name'), 'mel');
    await user.type(screen.getByLabelText('Id'), '3');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ filter: { searchText: 'mel', userId: 3 }, page: 0 }));
    await user.click(await screen.findByRole('link', { name: 'member' }));
    await waitFor(() => expect(location()).toBe('/users/3'));
    expect(await screen.findByRole('link', { name: 'Reset Password' })).toHaveAttribute(
      'href',
      '/reset?username=member&email=member%40example.org',
    );
  });

  it("says 'No Users Found...', and tells members the list is for administrators", async () => {
    server.use(graphql.query('Users', () => HttpResponse.json({ data: { page: pageOf('UserPage', []) } })));
    const { unmount } = renderAt('/users', { user: administrator });
    expect(await screen.findByText('No Users Found...')).toBeInTheDocument();
    unmount();
    renderAt('/users', { user: member });
    expect(await screen.findByText('This page is for administrators.')).toBeInTheDocument();
  });

  it('shows everyone else the public view only', async () => {
    server.use(graphql.query('User', () => HttpResponse.json({ data: { user: userRecord({ email: null }) } })));
    renderAt('/users/3', { user: member });
    expect(await screen.findByRole('heading', { name: 'member' })).toBeInTheDocument();
    expect(screen.getByText('Portland')).toBeInTheDocument();
    expect(screen.queryByText('Email')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reset Password' })).not.toBeInTheDocument();
  });
});
