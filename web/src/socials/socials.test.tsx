import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { pageOf, referenceTypes, social } from '../../test/fixtures';
import { location, member, moderator, renderAt } from '../../test/render';
import { server } from '../../test/server';

const types = graphql.query('ReferenceData', () => HttpResponse.json({ data: { types: referenceTypes } }));

describe('social groups', () => {
  it('lists groups with their columns, Add a Social Group and Go Back for members', async () => {
    const long = 'G'.repeat(70);
    server.use(
      types,
      graphql.query('Socials', () =>
        HttpResponse.json({ data: { page: pageOf('SocialPage', [social({ name: long, active: false })]) } }),
      ),
    );
    renderAt('/socials', { user: member });
    expect(await screen.findByText('G'.repeat(62) + '...')).toBeInTheDocument();
    const row = screen.getAllByRole('row')[1]!;
    // The badge shows its short text; its full text is there for screen readers.
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'G'.repeat(62) + '...',
      'In Person',
      'Yes',
      'Fragrance-free ruleFragrance-free rule for meetings',
      'Portland, Oregon',
      'United States',
      'No',
    ]);
    expect(screen.getByRole('link', { name: 'Add a Social Group' })).toHaveAttribute('href', '/socials/0/edit');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByLabelText('State/Province')).toBeDisabled();
    expect(
      within(screen.getByLabelText('State/Province')).getByRole('option', { name: 'Select Country First' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Country'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a Country', 'United States']);
  });

  it("says 'No Social Groups Found...' for an empty list", async () => {
    server.use(
      types,
      graphql.query('Socials', () => HttpResponse.json({ data: { page: pageOf('SocialPage', []) } })),
    );
    renderAt('/socials');
    expect(await screen.findByText('No Social Groups Found...')).toBeInTheDocument();
  });

  it('shows anonymous visitors the login prompt and no Edit', async () => {
    server.use(graphql.query('Social', () => HttpResponse.json({ data: { entry: social() } })));
    renderAt('/socials/31');
    expect(
      await screen.findByText('Please login to add or edit Social Groups and Reviews', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByText('Monthly')).toBeInTheDocument();
    expect(screen.getByText('Pat')).toBeInTheDocument();
    // Who created and who last changed it, by name, not by an id.
    expect(screen.getByText('Created By').nextElementSibling).toHaveTextContent('member');
    expect(screen.getByText('Modified By').nextElementSibling).toHaveTextContent(/^member$/);
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('lets a member who did not create it edit, and a moderator delete it through Delete Group', async () => {
    let deleted = false;
    server.use(
      types,
      graphql.query('Social', () => HttpResponse.json({ data: { entry: social({ createdById: 99 }) } })),
      graphql.mutation('DeleteSocial', () => ((deleted = true), HttpResponse.json({ data: { deleted: true } }))),
      graphql.query('Socials', () => HttpResponse.json({ data: { page: pageOf('SocialPage', []) } })),
    );
    const { unmount } = renderAt('/socials/31', { user: member });
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    unmount();
    renderAt('/socials/31', { user: moderator });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Are you sure you want to proceed? This action cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Group' }));
    await waitFor(() => expect(location()).toBe('/socials'));
    expect(deleted).toBe(true);
  });

  it("says 'Failed to get Social Groups' when there is no such group", async () => {
    server.use(graphql.query('Social', () => HttpResponse.json({ data: { entry: null } })));
    renderAt('/socials/999');
    expect(await screen.findAllByText('Failed to get Social Groups')).not.toHaveLength(0);
  });

  it('has the three sections and their messages, and saves to the group', async () => {
    let input: Record<string, unknown> | undefined;
    server.use(
      types,
      graphql.query('States', () => HttpResponse.json({ data: { states: [] } })),
      graphql.mutation(
        'CreateSocial',
        ({ variables }) => ((input = variables.input), HttpResponse.json({ data: { saved: social({ id: 32 }) } })),
      ),
      graphql.query('Social', () => HttpResponse.json({ data: { entry: social({ id: 32 }) } })),
    );
    renderAt('/socials/0/edit', { user: member });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Add a Social Group' })).toBeInTheDocument();
    for (const legend of ['Group Information', 'Contact Information', 'Meeting Location'])
      expect(screen.getByText(legend)).toBeInTheDocument();
    expect(screen.getByLabelText('Group Currently Active?')).toBeChecked();
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [
      'Name is required',
      'Type is required',
      'Frequency is required',
      'Invalid email',
      'Country is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText('Name'), 'New Group');
    await user.type(screen.getByLabelText('Description'), 'We meet.');
    await user.selectOptions(screen.getByLabelText('Meeting Type'), 'Online');
    await user.selectOptions(screen.getByLabelText('Meeting Frequency'), 'Monthly');
    await user.clear(screen.getByLabelText('Email'));
    await user.selectOptions(screen.getByLabelText('Country'), 'Canada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/socials/32'));
    expect(input).toMatchObject({
      name: 'New Group',
      socialTypeId: 2,
      frequencyTypeId: 3,
      countryId: 39,
      active: true,
    });
  });
});
