/**
 * Watching on the screens: a place's Watch toggle (`aria-pressed`), the header's bell naming the
 * unread count, and /notifications linking each change to its place, marked read all at once.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { M } from '@ffc/domain/messages';
import { areaWatchForm, EMAIL_DEFAULTS, NOTIFICATION_TYPES, WATCHING } from '@ffc/domain/watching';
import { home } from '../../test/fixtures';
import { member, renderAt } from '../../test/render';
import { server } from '../../test/server';

const notification = (id: number, read: boolean) => ({
  __typename: 'Notification',
  id,
  type: 'status-changed',
  kind: 'homes',
  entryId: 11,
  title: 'Quiet Cabin',
  text: 'No smoking on the property: now disputed (was confirmed).',
  createdDate: '2026-12-01T10:00:00.000Z',
  read,
  path: '/homes/11',
});

describe('watching', () => {
  it('watches a place from its page with a pressed toggle, and stops again', async () => {
    const asked: string[] = [];
    let watched = false;
    const watches = () =>
      watched
        ? [
            {
              __typename: 'WatchedPlace',
              kind: 'homes',
              entryId: 11,
              name: 'Quiet Cabin',
              since: '2026-12-01T10:00:00.000Z',
            },
          ]
        : [];
    server.use(
      graphql.query('Home', () => HttpResponse.json({ data: { entry: home() } })),
      graphql.query('Watches', () => HttpResponse.json({ data: { watches: watches() } })),
      graphql.mutation('Watch', ({ variables }) => {
        asked.push(`watch ${variables.kind} ${variables.entryId}`);
        watched = true;
        return HttpResponse.json({ data: { watch: true } });
      }),
      graphql.mutation('Unwatch', () => {
        asked.push('unwatch');
        watched = false;
        return HttpResponse.json({ data: { unwatch: true } });
      }),
    );
    renderAt('/homes/11', { user: member });
    const toggle = await screen.findByRole('button', { name: WATCHING.watch });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const user = userEvent.setup();
    await user.click(toggle);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: WATCHING.watch })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(await screen.findByText(WATCHING.watched)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: WATCHING.watch }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: WATCHING.watch })).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(asked).toEqual(['watch homes 11', 'unwatch']);
  });

  it('names the unread count on the bell, lists each change with its place, and marks all read', async () => {
    let unread = 2;
    const marked: Record<string, unknown>[] = [];
    server.use(
      graphql.query('UnreadNotifications', () => HttpResponse.json({ data: { unreadNotifications: unread } })),
      graphql.query('Notifications', () =>
        HttpResponse.json({
          data: {
            page: {
              __typename: 'NotificationPage',
              content: [notification(2, unread === 0), notification(1, unread === 0)],
              unread,
              totalPages: 1,
              totalElements: 2,
              totalElementsIsEstimate: false,
              pageNumber: 0,
            },
          },
        }),
      ),
      graphql.mutation('MarkNotificationsRead', ({ variables }) => {
        marked.push(variables);
        unread = 0;
        return HttpResponse.json({ data: { markNotificationsRead: true } });
      }),
    );
    renderAt('/notifications', { user: member });
    expect(await screen.findByRole('link', { name: WATCHING.bell(2) })).toHaveAttribute('href', '/notifications');
    expect(await screen.findByRole('heading', { name: WATCHING.title, level: 1 })).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: 'Quiet Cabin' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/homes/11', '/homes/11']);
    expect(screen.getAllByText(WATCHING.unread)).toHaveLength(2);
    await userEvent.setup().click(screen.getByRole('button', { name: WATCHING.markAllRead }));
    await waitFor(() => expect(marked).toEqual([{ all: true }]));
    expect(await screen.findByRole('link', { name: WATCHING.bell(0) })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(WATCHING.unread)).not.toBeInTheDocument());
  });

  it('shows no bell to anyone signed out', async () => {
    renderAt('/');
    expect(await screen.findByRole('link', { name: 'Businesses' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: WATCHING.bell(0) })).not.toBeInTheDocument();
  });

  it('saves how each type is mailed, and shows a bad time zone at its field', async () => {
    const saved: Record<string, unknown>[] = [];
    const settings = {
      __typename: 'NotificationSettings',
      email: NOTIFICATION_TYPES.map((type) => ({ __typename: 'EmailChoice', type, cadence: EMAIL_DEFAULTS[type] })),
      push: NOTIFICATION_TYPES.map((type) => ({ __typename: 'PushChoice', type, on: false })),
      timeZone: 'Europe/Oslo',
      watchSafeForMe: true,
    };
    server.use(
      graphql.query('NotificationSettings', () => HttpResponse.json({ data: { notificationSettings: settings } })),
      graphql.mutation('UpdateNotificationSettings', ({ variables }) => {
        saved.push(variables);
        return HttpResponse.json({ data: { updateNotificationSettings: settings } });
      }),
    );
    renderAt('/notifications/settings', { user: member });
    const user = userEvent.setup();
    const mailed = within(await screen.findByRole('group', { name: WATCHING.settings.email }));
    const review = mailed.getByLabelText(WATCHING.settings.types.review);
    await user.selectOptions(review, WATCHING.settings.cadence.daily);
    await user.click(screen.getByLabelText(WATCHING.settings.watchSafeForMe));
    const pushed = within(screen.getByRole('group', { name: WATCHING.settings.pushColumn }));
    await user.click(pushed.getByLabelText(WATCHING.settings.types.review));
    // No browser here can take push: the page says so, and asks no permission of its own accord.
    expect(screen.getByText(WATCHING.push.unsupported)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: WATCHING.push.turnOn })).not.toBeInTheDocument();
    const zone = screen.getByLabelText(WATCHING.settings.timeZone);
    await user.clear(zone);
    await user.type(zone, 'Mars/Olympus');
    await user.click(screen.getByRole('button', { name: WATCHING.settings.save }));
    expect(await screen.findByText(WATCHING.settings.badTimeZone)).toBeInTheDocument();
    expect(saved).toEqual([]);
    await user.clear(zone);
    await user.type(zone, 'Europe/Oslo');
    await user.click(screen.getByRole('button', { name: WATCHING.settings.save }));
    await waitFor(() => expect(saved).toHaveLength(1));
    // The variables as the page sent them: the shape of NotificationSettingsInput.
    const input = (
      saved[0] as {
        input: {
          email: { type: string; cadence: string }[];
          push: { type: string; on: boolean }[];
          watchSafeForMe: boolean;
        };
      }
    ).input;
    expect(input.email).toContainEqual({ type: 'review', cadence: 'daily' });
    expect(input.email).toContainEqual({ type: 'status-changed', cadence: 'immediate' });
    expect(input.watchSafeForMe).toBe(false);
    expect(input.push).toContainEqual({ type: 'review', on: true });
    expect(input.push).toContainEqual({ type: 'photo', on: false });
  });

  it('watches an area by a typed place, shows an unknown place at its field, and stops watching', async () => {
    const asked: Record<string, unknown>[] = [];
    let areas: {
      __typename: 'AreaWatch';
      id: number;
      place: string;
      radiusKm: number;
      kinds: string[];
      meetsNeeds: boolean;
    }[] = [];
    server.use(
      graphql.query('AreaWatches', () => HttpResponse.json({ data: { areaWatches: areas } })),
      graphql.query('Places', () => HttpResponse.json({ data: { places: [] } })),
      graphql.mutation('WatchArea', ({ variables }) => {
        asked.push(variables);
        const { place, radiusKm, kinds, meetsNeeds } = areaWatchForm.parse(variables.input);
        if (place === 'Nowhere')
          return HttpResponse.json({
            errors: [
              {
                message: M.placeNotFound,
                extensions: { code: 'BAD_REQUEST', fieldErrors: [{ field: 'place', message: M.placeNotFound }] },
              },
            ],
          });
        areas = [{ __typename: 'AreaWatch', id: 7, place: 'Portland, Oregon', radiusKm, kinds, meetsNeeds }];
        return HttpResponse.json({ data: { watchArea: 7 } });
      }),
      graphql.mutation('UnwatchArea', ({ variables }) => {
        asked.push(variables);
        areas = [];
        return HttpResponse.json({ data: { unwatchArea: true } });
      }),
    );
    renderAt('/notifications/settings', { user: member });
    const user = userEvent.setup();
    expect(await screen.findByText(WATCHING.area.empty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: WATCHING.area.add }));
    expect(await screen.findByText(WATCHING.area.placeRequired)).toBeInTheDocument();
    const place = screen.getByLabelText(WATCHING.area.place);
    await user.type(place, 'Nowhere');
    await user.click(screen.getByRole('button', { name: WATCHING.area.add }));
    expect(await screen.findByText(M.placeNotFound)).toBeInTheDocument();
    await user.clear(place);
    await user.type(place, 'Portland');
    await user.click(screen.getByLabelText(WATCHING.area.kindNames.socials));
    await user.click(screen.getByLabelText(WATCHING.area.meetsNeeds));
    await user.click(screen.getByRole('button', { name: WATCHING.area.add }));
    expect(await screen.findByText(WATCHING.area.summary(25, 'Portland, Oregon'))).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({
      input: { place: 'Portland', radiusKm: 25, kinds: ['businesses', 'homes'], meetsNeeds: true },
    });
    await user.click(screen.getByRole('button', { name: WATCHING.area.remove('Portland, Oregon') }));
    expect(await screen.findByText(WATCHING.area.empty)).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ id: 7 });
    // The button pressed is gone with its row: the focus is on the list's heading, not lost.
    expect(screen.getByRole('heading', { name: WATCHING.area.title })).toHaveFocus();
  });

  it("stops a type of mail from a mail's link with one button, and says when a link is bad", async () => {
    let stopped = 0;
    server.use(
      graphql.query('UnsubscribeLink', ({ variables }) =>
        variables.token === 'good'
          ? HttpResponse.json({ data: { unsubscribeLink: { __typename: 'UnsubscribeLink', type: 'review' } } })
          : HttpResponse.json({
              data: null,
              errors: [{ message: WATCHING.unsubscribe.badLink, extensions: { code: 'NOT_FOUND', status: 404 } }],
            }),
      ),
      graphql.mutation('Unsubscribe', () => {
        stopped += 1;
        return HttpResponse.json({ data: { unsubscribe: { __typename: 'UnsubscribeLink', type: 'review' } } });
      }),
    );
    const bad = renderAt('/unsubscribe/forged');
    expect(await screen.findByText(WATCHING.unsubscribe.badLink)).toBeInTheDocument();
    bad.unmount();
    renderAt('/unsubscribe/good');
    expect(await screen.findByText(WATCHING.unsubscribe.explained(WATCHING.settings.types.review))).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: WATCHING.unsubscribe.button }));
    expect(await screen.findByText(WATCHING.unsubscribe.done)).toBeInTheDocument();
    expect(stopped).toBe(1);
  });
});
