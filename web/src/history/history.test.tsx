import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { business, pageOf } from '../../test/fixtures';
import { location, member, moderator, renderAt } from '../../test/render';
import { server } from '../../test/server';

const revision = (id: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Revision',
  id,
  action: 'edited',
  actionLabel: 'Edited',
  actorId: 3,
  actorUsername: 'member',
  createdDate: '2026-03-01T10:00:00.000Z',
  revertedTo: null,
  changes: [
    {
      __typename: 'FieldChange',
      field: 'description',
      label: 'Description',
      before: 'Unscented soap.',
      after: '<b>Now with candles</b>',
    },
    {
      __typename: 'FieldChange',
      field: 'accommodations',
      label: 'Accommodations',
      before: 'Unscented hand soap in the restroom',
      after: '(none)',
    },
  ],
  ...overrides,
});

const created = revision(1, {
  action: 'created',
  actionLabel: 'Created',
  actorId: null,
  actorUsername: 'deleted user',
  changes: [],
});

const entryName = graphql.query('HistoryEntry', () =>
  HttpResponse.json({ data: { business: { __typename: 'Business', id: 7, name: 'Clear Air Cafe' } } }),
);

describe('an entry’s history', () => {
  it('shows every revision newest first: who, when, what, and each field before → after, as text', async () => {
    let asked: unknown;
    server.use(
      entryName,
      graphql.query(
        'History',
        ({ variables }) => (
          (asked = variables),
          HttpResponse.json({ data: { history: pageOf('RevisionPage', [revision(2), created]) } })
        ),
      ),
    );
    renderAt('/businesses/7/history');
    expect(await screen.findByRole('heading', { level: 1, name: 'History of Clear Air Cafe' })).toBeInTheDocument();
    expect(asked).toEqual({ kind: 'BUSINESS', id: 7, page: 0 });
    const [edit, creation] = within(screen.getByRole('list', { name: 'History of Clear Air Cafe' }))
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('h2'));
    expect(within(edit!).getByRole('heading', { level: 2 })).toHaveTextContent(/^Edited by member,/);
    expect(within(edit!).getByRole('link', { name: 'member' })).toHaveAttribute('href', '/users/3');
    // User text is shown as typed, never as markup.
    expect(within(edit!).getByText('<b>Now with candles</b>')).toBeInTheDocument();
    expect(within(edit!).getByText('Unscented hand soap in the restroom')).toBeInTheDocument();
    expect(within(edit!).getByText('Accommodations')).toBeInTheDocument();
    expect(within(creation!).getByRole('heading', { level: 2 })).toHaveTextContent(/^Created by deleted user,/);
    expect(within(creation!).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Revert to this/ })).not.toBeInTheDocument();
  });

  it('says when nothing has been recorded, and is reached from the detail page', async () => {
    server.use(
      entryName,
      graphql.query('History', () => HttpResponse.json({ data: { history: pageOf('RevisionPage', []) } })),
      graphql.query('Business', () => HttpResponse.json({ data: { entry: business() } })),
    );
    renderAt('/businesses/7', { user: member });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'History' }));
    await waitFor(() => expect(location()).toBe('/businesses/7/history'));
    expect(await screen.findByText(/No changes have been recorded yet/)).toBeInTheDocument();
  });

  it('lets a moderator revert after a confirm that starts on Cancel, by keyboard, then reloads the history', async () => {
    let reverted: unknown;
    server.use(
      entryName,
      graphql.query('History', () =>
        HttpResponse.json({
          data: {
            history: pageOf(
              'RevisionPage',
              reverted
                ? [
                    revision(3, {
                      action: 'reverted',
                      actionLabel: 'Reverted',
                      actorUsername: 'moderator',
                      actorId: 2,
                      revertedTo: 1,
                    }),
                    revision(2),
                    created,
                  ]
                : [revision(2), created],
            ),
          },
        }),
      ),
      graphql.mutation(
        'RevertEntry',
        ({ variables }) => ((reverted = variables), HttpResponse.json({ data: { revertEntry: true } })),
      ),
    );
    renderAt('/businesses/7/history', { user: moderator });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Revert to this: revision 1' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(within(dialog).getByText(/can be undone in turn/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(reverted).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Revert to this: revision 1' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revert' }));
    await waitFor(() => expect(reverted).toEqual({ kind: 'BUSINESS', id: 7, revision: 1 }));
    expect(await screen.findByText('The entry was set back to that revision.')).toBeInTheDocument();
    expect(await screen.findByText('Set back to revision 1')).toBeInTheDocument();
  });

  it('names the reference of a revision that is gone, as the server says', async () => {
    const message =
      "This revision's type no longer exists, so the entry cannot be set back to it. Edit the entry instead.";
    server.use(
      entryName,
      graphql.query('History', () =>
        HttpResponse.json({ data: { history: pageOf('RevisionPage', [revision(2), created]) } }),
      ),
      graphql.mutation('RevertEntry', () =>
        HttpResponse.json({
          errors: [
            {
              message,
              extensions: { code: 'BAD_REQUEST', status: 400, fieldErrors: [{ field: 'businessType', message }] },
            },
          ],
          data: null,
        }),
      ),
    );
    renderAt('/businesses/7/history', { user: moderator });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revert to this: revision 1' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revert' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('the history of an entry that is not there', () => {
  it('says the entry was not found', async () => {
    server.use(
      graphql.query('HistoryEntry', () => HttpResponse.json({ data: { business: null } })),
      graphql.query('History', () =>
        HttpResponse.json({
          errors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND', status: 404, fieldErrors: [] } }],
          data: null,
        }),
      ),
    );
    renderAt('/businesses/404/history');
    expect(await screen.findByText('Business not found.', { selector: '.state-title' })).toBeInTheDocument();
  });
});

describe('the moderation log of edits and reverts', () => {
  it("words edits and reverts, and links to the entry's history", async () => {
    server.use(
      graphql.query('ModerationLog', () =>
        HttpResponse.json({
          data: {
            page: pageOf('ModerationLogPage', [
              {
                __typename: 'ModerationLogEntry',
                id: 2,
                actorId: 2,
                actorUsername: 'moderator',
                action: 'reverted',
                targetKind: 'business',
                targetId: 7,
                targetName: 'Clear Air Cafe',
                detail: 'revision 1',
                createdDate: '2026-03-02T10:00:00.000Z',
              },
              {
                __typename: 'ModerationLogEntry',
                id: 1,
                actorId: 3,
                actorUsername: 'member',
                action: 'edited',
                targetKind: 'business',
                targetId: 7,
                targetName: 'Clear Air Cafe',
                detail: 'Description',
                createdDate: '2026-03-01T10:00:00.000Z',
              },
            ]),
          },
        }),
      ),
    );
    renderAt('/moderation', { user: moderator });
    expect(
      await screen.findByRole('link', { name: 'reverted the business “Clear Air Cafe” to revision 1' }),
    ).toHaveAttribute('href', '/businesses/7/history');
    expect(screen.getByRole('link', { name: 'edited the business “Clear Air Cafe” (Description)' })).toHaveAttribute(
      'href',
      '/businesses/7/history',
    );
  });
});
