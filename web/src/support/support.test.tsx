import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { pageOf, referenceTypes, ticket } from '../../test/fixtures';
import { administrator, location, member, moderator, renderAt } from '../../test/render';
import { server } from '../../test/server';

const types = graphql.query('ReferenceData', () => HttpResponse.json({ data: { types: referenceTypes } }));

describe('support tickets', () => {
  it('lists active tickets by default for moderators, with descriptions cut at 25, and filters', async () => {
    const asked: Record<string, unknown>[] = [];
    server.use(
      types,
      graphql.query(
        'SupportTickets',
        ({ variables }) => (
          asked.push(variables),
          HttpResponse.json({ data: { page: pageOf('SupportTicketPage', [ticket()]) } })
        ),
      ),
    );
    renderAt('/support', { user: moderator });
    expect(await screen.findByText('The cafe moved to 2 Main ...')).toBeInTheDocument();
    const row = screen.getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['41', 'Wrong address', 'The cafe moved to 2 Main ...', 'Yes', 'Incorrect Information', 'Business']);
    expect(asked[0]).toMatchObject({ filter: { active: true } });
    expect(screen.getByLabelText('Active')).toBeChecked();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Active'));
    await user.selectOptions(screen.getByLabelText('Type'), 'Suggestion');
    await user.type(screen.getByLabelText('Name'), 'address');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        filter: { supportType: 4, entityType: null, active: false, searchText: 'address' },
        page: 0,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ filter: { active: true, supportType: null } }));
    expect(screen.getByLabelText('Active')).toBeChecked();
  });

  it("says 'No Support Tickets Found...', and tells members the list is for moderators", async () => {
    server.use(
      types,
      graphql.query('SupportTickets', () => HttpResponse.json({ data: { page: pageOf('SupportTicketPage', []) } })),
    );
    const { unmount } = renderAt('/support', { user: administrator });
    expect(await screen.findByText('No Support Tickets Found...')).toBeInTheDocument();
    unmount();
    renderAt('/support', { user: member });
    expect(await screen.findByText('This page is for moderators.')).toBeInTheDocument();
  });

  it('files a ticket with email updates off by default, the Entity Id help and picture, and goes home', async () => {
    let input: Record<string, unknown> | undefined;
    server.use(
      types,
      graphql.mutation(
        'CreateSupportTicket',
        ({ variables }) => ((input = variables.input), HttpResponse.json({ data: { saved: ticket({ id: 50 }) } })),
      ),
    );
    renderAt('/support/add', { user: member });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Add a Support Ticket' })).toBeInTheDocument();
    expect(screen.getByLabelText('Send Me Email Updates on this Ticket')).not.toBeChecked();
    expect(screen.getByRole('img', { name: /Entity Id is 42/ })).toHaveAttribute('src', '/entity-id-example.svg');
    expect(screen.getByText(/errors, moderation requests and suggestions/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Support Type is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Ticket Name'), 'Wrong address');
    await user.selectOptions(screen.getByLabelText('Support Type'), 'Incorrect Information');
    await user.selectOptions(screen.getByLabelText('Entity Type'), 'Business');
    await user.type(screen.getByLabelText('Entity Id'), '7');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(input).toMatchObject({
      name: 'Wrong address',
      supportTypeId: 1,
      entityTypeId: 1,
      entityId: 7,
      email: false,
    });
    expect(await screen.findByText('Support Ticket created successfully.')).toBeInTheDocument();
  });

  it('shows the ticket with Delete Ticket for administrators only, and edits it back to the view', async () => {
    let input: Record<string, unknown> | undefined;
    server.use(
      types,
      graphql.query('SupportTicket', () => HttpResponse.json({ data: { entry: ticket() } })),
      graphql.mutation(
        'UpdateSupportTicket',
        ({ variables }) => (
          (input = variables.input),
          HttpResponse.json({ data: { saved: ticket({ resolution: 'Fixed.' }) } })
        ),
      ),
    );
    const { unmount } = renderAt('/support/41', { user: moderator });
    expect(await screen.findByText('Support Id')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Ticket' })).not.toBeInTheDocument();
    unmount();
    const admin = renderAt('/support/41', { user: administrator });
    expect(await screen.findByRole('button', { name: 'Delete Ticket' })).toBeInTheDocument();
    admin.unmount();
    renderAt('/support/41/edit', { user: moderator });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Edit Support Ticket' })).toBeInTheDocument();
    expect(screen.getByLabelText('Active')).toBeChecked();
    expect(screen.getByLabelText('Entity Id')).toHaveAttribute('type', 'number');
    await user.type(screen.getByLabelText('Resolution'), 'Fixed.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(location()).toBe('/support/41'));
    expect(input).toMatchObject({ resolution: 'Fixed.', active: true, entityId: 7, supportTypeId: 1 });
  });
});
