/**
 * My places on the screens: an entry's page saves it to a list with one tick, My places shows a
 * list's places and shares it by a link shown once, and a stopped link says so.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MY_PLACES } from '@ffc/domain/myPlaces';
import { WATCHING } from '@ffc/domain/watching';
import { home } from '../../test/fixtures';
import { member, renderAt } from '../../test/render';
import { server } from '../../test/server';

const list = (id: number, name: string, builtin: string | null, holds: boolean | null) => ({
  __typename: 'UserList',
  id,
  name,
  builtin,
  entryCount: holds ? 1 : 0,
  sharedSince: null,
  holds,
});
const saved = {
  __typename: 'SavedEntry',
  kind: 'homes',
  id: 11,
  name: 'Quiet Cabin',
  city: 'Portland',
  state: { __typename: 'Option', id: 1, name: 'Oregon' },
  country: { __typename: 'Option', id: 2, name: 'United States' },
  latitude: null,
  longitude: null,
  closed: false,
  savedDate: '2026-11-20T10:00:00.000Z',
  path: '/homes/11',
};

describe('my places', () => {
  it('saves the entry to a list from its page with one tick, and asks anyone signed out to log in', async () => {
    const added: Record<string, unknown>[] = [];
    server.use(
      graphql.query('Home', () => HttpResponse.json({ data: { entry: home() } })),
      graphql.query('UserLists', () =>
        HttpResponse.json({
          data: { userLists: [list(1, 'Safe for me', 'safe', true), list(2, 'Want to try', 'try', added.length > 0)] },
        }),
      ),
      graphql.mutation('AddToUserList', ({ variables }) => {
        added.push(variables);
        return HttpResponse.json({ data: { addToUserList: list(2, 'Want to try', 'try', null) } });
      }),
    );
    // Signed out first (a signed-in render keeps its user for the next).
    const anonymous = renderAt('/homes/11');
    expect(await screen.findByRole('link', { name: MY_PLACES.loginToSave })).toHaveAttribute('href', '/login');
    anonymous.unmount();
    renderAt('/homes/11', { user: member });
    const section = await screen.findByRole('region', { name: MY_PLACES.save });
    expect(await within(section).findByRole('checkbox', { name: 'Safe for me' })).toBeChecked();
    const user = userEvent.setup();
    await user.click(within(section).getByRole('checkbox', { name: 'Want to try' }));
    await waitFor(() => expect(added).toEqual([{ id: 2, kind: 'homes', entryId: 11 }]));
    await waitFor(() => expect(within(section).getByRole('checkbox', { name: 'Want to try' })).toBeChecked());
  });

  it("shows a list's places and shares it by a link shown once", async () => {
    let shared = false;
    server.use(
      graphql.query('UserLists', () =>
        HttpResponse.json({
          data: { userLists: [list(1, 'Safe for me', 'safe', null), list(2, 'Want to try', 'try', null)] },
        }),
      ),
      graphql.query('UserList', () =>
        HttpResponse.json({
          data: {
            userList: {
              ...list(1, 'Safe for me', 'safe', null),
              __typename: 'UserListWithEntries',
              sharedSince: shared ? '2026-11-29T09:00:00.000Z' : null,
              entries: [saved],
            },
          },
        }),
      ),
      graphql.mutation('ShareUserList', () => {
        shared = true;
        return HttpResponse.json({
          data: { shareUserList: { ...list(1, 'Safe for me', 'safe', null), shareToken: 'abcDEF123_-' } },
        });
      }),
    );
    renderAt('/my-places', { user: member });
    expect(await screen.findByRole('heading', { name: MY_PLACES.title })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Your lists' });
    expect(within(nav).getByRole('link', { name: 'Safe for me (0)' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('link', { name: 'Quiet Cabin' })).toHaveAttribute('href', '/homes/11');
    expect(screen.getByText('· Portland, Oregon, United States', { exact: false })).toBeInTheDocument();
    // Each of the owner's rows has its own Watch toggle, named by its place.
    expect(await screen.findByRole('button', { name: WATCHING.watchPlace('Quiet Cabin') })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // Built-in lists are neither renamed nor deleted.
    expect(screen.queryByRole('button', { name: MY_PLACES.rename })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: MY_PLACES.share }));
    expect(await screen.findByRole('textbox', { name: 'Share link' })).toHaveValue(
      'http://localhost:3000/shared/abcDEF123_-',
    );
    expect(screen.getByText(MY_PLACES.shareExplained)).toBeInTheDocument();
    // No service worker here (jsdom): nothing is kept for the road, and the page never says it is.
    expect(screen.queryByText(/^Kept on this device/)).not.toBeInTheDocument();
  });

  it('says when a shared link no longer works', async () => {
    server.use(graphql.query('SharedList', () => HttpResponse.json({ data: { sharedList: null } })));
    renderAt('/shared/stopped-token');
    expect(await screen.findByRole('heading', { name: MY_PLACES.sharedGone })).toBeInTheDocument();
  });
});
