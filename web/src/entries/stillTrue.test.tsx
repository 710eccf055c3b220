import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { M, UI } from '@ffc/domain/messages';
import { accommodationStatus, business, referenceTypes, social } from '../../test/fixtures';
import { member, renderAt } from '../../test/render';
import { server } from '../../test/server';
import { formatDay } from '@ffc/domain/text';

const SOAP = 'Unscented hand soap in the restroom';
const AIR = 'Good ventilation or outdoor space';
const shown = (iso: string) => formatDay(iso);
/** An accommodation's line of the detail page's checklist. */
const item = (label: string) => screen.getByText(label, { selector: '.accommodation-label' }).closest('li');

describe('"Still true?" on a detail page', () => {
  it('shows each accommodation dated, disputed or not confirmed recently', async () => {
    server.use(
      graphql.query('Business', () =>
        HttpResponse.json({
          data: {
            entry: business({
              accommodationStatus: [
                accommodationStatus('unscented-soap', {
                  confirmations: 1,
                  disputes: 3,
                  lastConfirmed: '2026-01-05T10:00:00.000Z',
                  state: 'disputed',
                }),
                accommodationStatus('ventilation', {
                  confirmations: 4,
                  lastConfirmed: '2024-06-01T10:00:00.000Z',
                  state: 'stale',
                }),
              ],
            }),
          },
        }),
      ),
    );
    renderAt('/businesses/7');
    await screen.findAllByText(SOAP);
    const soap = item(SOAP);
    expect(soap).toHaveTextContent(UI.checks.disputed);
    expect(soap).toHaveTextContent(UI.checks.disputedBy(3));
    expect(soap).toHaveTextContent(UI.checks.confirmedBy(1, shown('2026-01-05T10:00:00.000Z')));
    const air = item(AIR);
    expect(air).toHaveTextContent(UI.checks.stale);
    expect(air).toHaveTextContent(UI.checks.confirmedBy(4, shown('2024-06-01T10:00:00.000Z')));
    // Anonymous visitors are led to log in to answer.
    expect(screen.getByRole('link', { name: UI.checks.loginToCheck })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: UI.checks.send })).not.toBeInTheDocument();
  });

  it('sends a yes and a no in one step, by keyboard, and the page shows the new status', async () => {
    let sent: Record<string, unknown> | undefined;
    const after = business({
      accommodationStatus: [
        accommodationStatus('unscented-soap', {
          confirmations: 1,
          lastConfirmed: '2026-11-20T10:00:00.000Z',
          state: 'confirmed',
        }),
        accommodationStatus('ventilation', {
          confirmations: 2,
          disputes: 1,
          lastConfirmed: '2026-10-12T10:00:00.000Z',
          state: 'confirmed',
        }),
      ],
    });
    server.use(
      graphql.query('Business', () => HttpResponse.json({ data: { entry: business() } })),
      graphql.mutation(
        'CheckBusinessAccommodations',
        ({ variables }) => ((sent = variables), HttpResponse.json({ data: { saved: after } })),
      ),
    );
    renderAt('/businesses/7', { user: member });
    const section = await screen.findByRole('region', { name: UI.checks.stillTrue });
    expect(item(SOAP)).toHaveTextContent(UI.checks.unconfirmed);
    const user = userEvent.setup();
    // Keyboard only: Space picks the focused radio, Tab moves to the next accommodation's group.
    within(within(section).getByRole('group', { name: SOAP }))
      .getByLabelText(UI.checks.yes)
      .focus();
    await user.keyboard(' ');
    await user.tab();
    expect(within(within(section).getByRole('group', { name: AIR })).getByLabelText(UI.checks.yes)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(within(section).getByRole('group', { name: AIR })).getByLabelText(UI.checks.no)).toBeChecked();
    await user.tab();
    expect(within(section).getByRole('button', { name: UI.checks.send })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toEqual({ id: 7, confirmed: ['unscented-soap'], disputed: ['ventilation'] }));
    expect(await within(section).findByRole('status')).toHaveTextContent(UI.checks.sent);
    await waitFor(() =>
      expect(item(SOAP)).toHaveTextContent(UI.checks.confirmedBy(1, shown('2026-11-20T10:00:00.000Z'))),
    );
  });

  it('says at the form why an answer was refused: none given, or answered within the month', async () => {
    server.use(
      graphql.query('Social', () => HttpResponse.json({ data: { entry: social() } })),
      graphql.mutation('CheckSocialAccommodations', () =>
        HttpResponse.json({
          errors: [
            { message: M.checkedRecently, extensions: { code: 'TOO_MANY_REQUESTS', status: 429, fieldErrors: [] } },
          ],
        }),
      ),
    );
    renderAt('/socials/31', { user: member });
    const section = await screen.findByRole('region', { name: UI.checks.stillTrue });
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: UI.checks.send }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(M.checkEmpty);
    await user.click(within(section).getByLabelText(UI.checks.yes));
    await user.click(within(section).getByRole('button', { name: UI.checks.send }));
    await waitFor(() => expect(within(section).getByRole('alert')).toHaveTextContent(M.checkedRecently));
  });
});

describe('list badges and filter', () => {
  it('marks a disputed or stale accommodation in its accessible name, and filters to those confirmed in the last 12 months', async () => {
    const asked: Record<string, unknown>[] = [];
    const row = {
      ...business({ id: 1, name: 'Marked Cafe' }),
      reviews: undefined,
      accommodationStatus: [
        accommodationStatus('unscented-soap', { disputes: 2, state: 'disputed' }),
        accommodationStatus('ventilation', {
          confirmations: 1,
          lastConfirmed: '2024-01-01T00:00:00.000Z',
          state: 'stale',
        }),
      ],
    };
    server.use(
      graphql.query('ReferenceData', () => HttpResponse.json({ data: { types: referenceTypes } })),
      graphql.query('Businesses', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: {
            page: {
              __typename: 'BusinessPage',
              content: [row],
              totalPages: 1,
              totalElements: 1,
              totalElementsIsEstimate: false,
              pageNumber: 0,
            },
          },
        });
      }),
    );
    renderAt('/businesses');
    expect((await screen.findAllByText(`${SOAP} ${UI.checks.badgeState.disputed}`)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(`${AIR} ${UI.checks.badgeState.stale}`).length).toBeGreaterThan(0);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(UI.checks.confirmedRecentlyFilter));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ filter: { confirmedWithinMonths: 12 } }));
    expect(screen.getByLabelText(UI.checks.confirmedRecentlyFilter)).toBeChecked();
  });
});
