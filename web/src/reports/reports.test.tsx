import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { REPORT } from '@ffc/domain/messages';
import { REPORT_REASON_LABELS, REPORT_RESOLUTION_LABELS } from '@ffc/domain/reports';
import { business, pageOf, referenceTypes } from '../../test/fixtures';
import { location, member, moderator, renderAt } from '../../test/render';
import { server } from '../../test/server';

const openReport = (id: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Report',
  id,
  entryKind: 'businesses',
  entryId: 7,
  entryName: 'Clear Air Cafe',
  reason: 'scented',
  text: 'Plug-in fresheners by the door.',
  status: 'open',
  resolution: null,
  note: null,
  reporterUsername: 'member',
  createdDate: '2026-11-03T10:00:00.000Z',
  ...overrides,
});

describe('reporting a change', () => {
  it('shows each open report by date and reason, and a closed entry as permanently closed', async () => {
    server.use(
      graphql.query('Business', () =>
        HttpResponse.json({
          data: {
            entry: business({
              closed: true,
              openReports: [{ __typename: 'OpenReport', reason: 'scented', createdDate: '2026-11-03T10:00:00.000Z' }],
            }),
          },
        }),
      ),
    );
    renderAt('/businesses/7');
    expect(
      await screen.findByText('Reported 3 Nov 2026: uses scented products or air fresheners now. Not yet reviewed.'),
    ).toBeInTheDocument();
    expect(screen.getByText(REPORT.permanentlyClosed)).toBeInTheDocument();
    expect(screen.getByText(REPORT.closedExplained)).toBeInTheDocument();
    // Anonymous visitors are led to log in instead.
    expect(screen.getByRole('link', { name: REPORT.loginToReport })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: REPORT.button })).not.toBeInTheDocument();
  });

  it('links a merged entry to the one it was merged into', async () => {
    server.use(
      graphql.query('Business', () =>
        HttpResponse.json({
          data: {
            entry: business({ closed: true, mergedInto: { __typename: 'Option', id: 9, name: 'Clear Air Café' } }),
          },
        }),
      ),
    );
    renderAt('/businesses/7');
    expect(await screen.findByRole('link', { name: 'Clear Air Café' })).toHaveAttribute('href', '/businesses/9');
    expect(screen.getByText(REPORT.mergedInto, { exact: false })).toBeInTheDocument();
  });

  it('sends a report from the keyboard, with the reason and text, then reloads the entry', async () => {
    let sent: Record<string, unknown> | undefined;
    let loads = 0;
    server.use(
      graphql.query('Business', () => ((loads += 1), HttpResponse.json({ data: { entry: business() } }))),
      graphql.mutation(
        'ReportEntry',
        ({ variables }) => (
          (sent = variables),
          HttpResponse.json({
            data: {
              report: { __typename: 'Report', id: 1, reason: 'closed', createdDate: '2026-11-03T10:00:00.000Z' },
            },
          })
        ),
      ),
    );
    renderAt('/businesses/7', { user: member });
    const user = userEvent.setup();
    const opener = await screen.findByRole('button', { name: REPORT.button });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: REPORT.title });
    // Focus starts on the first reason; the arrow keys choose among them.
    await waitFor(() =>
      expect(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.scented.label })).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.closed.label })).toBeChecked();
    await user.tab();
    await user.keyboard('Boarded up since Monday.');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: REPORT.submit })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(sent).toEqual({ kind: 'businesses', id: 7, reason: 'closed', text: 'Boarded up since Monday.' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(loads).toBeGreaterThan(1));
  });

  it('asks for a reason, and says a refusal at the form', async () => {
    server.use(
      graphql.query('Business', () => HttpResponse.json({ data: { entry: business() } })),
      graphql.mutation('ReportEntry', () =>
        HttpResponse.json({
          errors: [{ message: REPORT.alreadyReported, extensions: { code: 'BAD_REQUEST', status: 400 } }],
        }),
      ),
    );
    renderAt('/businesses/7', { user: member });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: REPORT.button }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('radio')[0]).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: REPORT.submit }));
    expect(await within(dialog).findByText(REPORT.reasonRequired)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.moved.label }));
    await user.click(within(dialog).getByRole('button', { name: REPORT.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REPORT.alreadyReported);
  });

  it('tags closed rows in a list and offers "Include closed places" in its filters', async () => {
    const asked: Record<string, unknown>[] = [];
    server.use(
      graphql.query('ReferenceData', () => HttpResponse.json({ data: { types: referenceTypes } })),
      graphql.query(
        'Businesses',
        ({ variables }) => (
          asked.push(variables),
          HttpResponse.json({
            data: {
              page: pageOf(
                'BusinessPage',
                [{ ...business({ id: 5, name: 'Gone Cafe', closed: true }), reviews: undefined, distanceKm: null }],
                { origin: null },
              ),
            },
          })
        ),
      ),
    );
    renderAt('/businesses');
    const link = await screen.findByRole('link', { name: 'Gone Cafe' });
    expect(within(link.closest('td')!).getByText(REPORT.closedTag)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: REPORT.includeClosed }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)?.filter).toMatchObject({ includeClosed: true }));
    expect(location()).toBe('/businesses');
  });
});

describe('closing and reopening directly', () => {
  it('offers moderators Mark permanently closed, and Reopen once closed; members neither', async () => {
    const sent: Record<string, unknown>[] = [];
    let closed = false;
    server.use(
      graphql.query('Business', () => HttpResponse.json({ data: { entry: business({ closed }) } })),
      graphql.mutation('SetBusinessClosed', ({ variables }) => {
        sent.push(variables);
        closed = variables.closed === true;
        return HttpResponse.json({ data: { saved: { __typename: 'Business', id: 7, closed, mergedInto: null } } });
      }),
    );
    const { unmount } = renderAt('/businesses/7', { user: member });
    expect(await screen.findByRole('button', { name: REPORT.button })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: REPORT.markClosed })).not.toBeInTheDocument();
    unmount();
    renderAt('/businesses/7', { user: moderator });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: REPORT.markClosed }));
    await waitFor(() => expect(sent).toEqual([{ id: 7, closed: true }]));
    await user.click(await screen.findByRole('button', { name: REPORT.reopen }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ id: 7, closed: false }));
    expect(await screen.findByRole('button', { name: REPORT.markClosed })).toBeInTheDocument();
  });
});

describe("the moderators' queue", () => {
  it('lists open reports with a link to each entry and resolves one as merged', async () => {
    let resolved: Record<string, unknown> | undefined;
    let loads = 0;
    server.use(
      graphql.query(
        'Reports',
        () => (
          (loads += 1),
          HttpResponse.json({ data: { page: pageOf('ReportPage', resolved ? [] : [openReport(4)]) } })
        ),
      ),
      graphql.mutation(
        'ResolveReport',
        ({ variables }) => (
          (resolved = variables),
          HttpResponse.json({
            data: { resolved: { __typename: 'Report', id: 4, status: 'resolved', resolution: 'merged' } },
          })
        ),
      ),
    );
    renderAt('/moderation/reports', { user: moderator });
    expect(await screen.findByRole('link', { name: 'Clear Air Cafe' })).toHaveAttribute('href', '/businesses/7');
    expect(screen.getByText('Plug-in fresheners by the door.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Resolve: Clear Air Cafe/ }));
    const dialog = await screen.findByRole('dialog');
    // The opened dialog puts focus on its first choice: only then is it the person's to use (keys
    // typed before that would land on the choice it moves to).
    await waitFor(() => expect(within(dialog).getAllByRole('radio')[0]).toHaveFocus());
    await user.click(within(dialog).getByRole('radio', { name: new RegExp(REPORT_RESOLUTION_LABELS.merged.label) }));
    await user.click(within(dialog).getByRole('button', { name: REPORT.resolve }));
    expect(await within(dialog).findByText(REPORT.mergedIntoRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(REPORT.mergedIntoId), '9');
    await user.type(within(dialog).getByLabelText(REPORT.note), 'Same place, listed twice.');
    await user.click(within(dialog).getByRole('button', { name: REPORT.resolve }));
    await waitFor(() =>
      expect(resolved).toEqual({ id: 4, resolution: 'merged', note: 'Same place, listed twice.', mergedIntoId: 9 }),
    );
    expect(await screen.findByText(REPORT.queueEmpty)).toBeInTheDocument();
    expect(loads).toBeGreaterThan(1);
  });

  it('is for moderators only', async () => {
    renderAt('/moderation/reports', { user: member });
    expect(await screen.findByText('This page is for moderators.')).toBeInTheDocument();
  });
});
