import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { UI } from '@ffc/domain/messages';
import { business, referenceTypes, review } from '../../test/fixtures';
import { location, locationQuery, member, moderator, renderAt } from '../../test/render';
import { server } from '../../test/server';
import { formatDay } from '@ffc/domain/text';

const types = graphql.query('ReferenceData', () => HttpResponse.json({ data: { types: referenceTypes } }));
const row = (id: number, name: string) => ({ ...business({ id, name }), reviews: undefined });
const page = (content: unknown[], extra: Record<string, unknown> = {}) => ({
  __typename: 'BusinessPage',
  content,
  totalPages: 1,
  totalElements: content.length,
  totalElementsIsEstimate: false,
  pageNumber: 0,
  correctedSearchText: null,
  ...extra,
});

describe('business list', () => {
  it('shows rows with long names cut to 62 plus an ellipsis, stars, and the login message for anonymous visitors', async () => {
    const long = 'A'.repeat(66);
    server.use(
      types,
      graphql.query('Businesses', () =>
        HttpResponse.json({ data: { page: page([row(1, long), row(2, 'Short Cafe')]) } }),
      ),
    );
    renderAt('/businesses');
    expect(await screen.findByText('A'.repeat(62) + '...')).toBeInTheDocument();
    expect(screen.getByText('Short Cafe')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Rated 3.50 out of 5' })).toHaveLength(2);
    expect(
      screen.getByText('Please login to add or edit Businesses and Reviews.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add a Business' })).not.toBeInTheDocument();
  });

  it('offers Add a Business to logged-in visitors, and opens a row', async () => {
    server.use(
      types,
      graphql.query('Businesses', () => HttpResponse.json({ data: { page: page([row(5, 'Open Me')]) } })),
      graphql.query('Business', () => HttpResponse.json({ data: { entry: business({ id: 5 }) } })),
    );
    renderAt('/businesses', { user: member });
    expect(await screen.findByRole('link', { name: 'Add a Business' })).toHaveAttribute('href', '/businesses/0/edit');
    // The heading (with Add) is drawn before the list loads: the rows come after it.
    await userEvent.setup().click(await screen.findByText('Open Me'));
    await waitFor(() => expect(location()).toBe('/businesses/5'));
  });

  it('searches from page 0 with the filters (states in use only), pages with a 1-based ?page=, and Reset clears the form', async () => {
    const asked: Record<string, unknown>[] = [];
    server.use(
      types,
      // The filter offers the states in use (forms ask for all of them with States).
      graphql.query('UsedStates', () => HttpResponse.json({ data: { usedStates: [{ id: 1450, name: 'Oregon' }] } })),
      graphql.query('Businesses', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: { page: page([row(1, 'Only One')], { totalPages: 3, totalElements: 25, pageNumber: variables.page }) },
        });
      }),
    );
    renderAt('/businesses?page=2');
    const user = userEvent.setup();
    await screen.findByText('Only One');
    expect(asked[0]).toMatchObject({ page: 1 });
    await user.selectOptions(screen.getByLabelText('Type'), 'Cafe');
    await user.selectOptions(screen.getByLabelText('Country'), 'United States');
    await screen.findByRole('option', { name: 'Oregon' });
    await user.selectOptions(screen.getByLabelText('State/Province'), 'Oregon');
    await user.type(screen.getByLabelText('Name, description or city'), 'portland');
    // "Offers all of these": the accommodations, in the catalogue's order whatever the clicks' order.
    const offers = screen.getByRole('group', { name: 'Offers all of these' });
    await user.click(within(offers).getByLabelText('Good ventilation or outdoor space'));
    await user.click(within(offers).getByLabelText('Unscented hand soap in the restroom'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        filter: {
          type: 2,
          country: 233,
          state: 1450,
          searchText: 'portland',
          accommodations: ['unscented-soap', 'ventilation'],
          confirmedWithinMonths: null,
          sort: null,
          near: null,
        },
        page: 0,
      }),
    );
    expect(
      within(screen.getByRole('group', { name: 'Offers all of these' })).getByLabelText(
        'Unscented hand soap in the restroom',
      ),
    ).toBeChecked();
    // The rows (and their paging) are drawn once the answer comes.
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ page: 1 }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        filter: {
          type: null,
          country: null,
          state: null,
          searchText: null,
          accommodations: [],
          confirmedWithinMonths: null,
          sort: null,
          near: null,
        },
        page: 0,
      }),
    );
    expect(screen.getByLabelText('Name, description or city')).toHaveValue('');
    expect(screen.getByLabelText('Type')).toHaveValue('');
  });

  it("says 'Failed to get businesses.' when the list cannot be loaded", async () => {
    server.use(
      types,
      graphql.query('Businesses', () =>
        HttpResponse.json({ errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }),
      ),
    );
    renderAt('/businesses');
    expect(await screen.findAllByText('Failed to get businesses.')).not.toHaveLength(0);
  });

  it('says what a corrected search showed, searches as typed when asked, and a new text is corrected again', async () => {
    const asked: Record<string, unknown>[] = [];
    server.use(
      types,
      graphql.query('Businesses', ({ variables }) => {
        const filter = (variables.filter ?? {}) as Record<string, unknown>;
        asked.push(filter);
        const exactly = filter.searchExactly === true;
        const content = exactly ? [] : [{ ...row(1, 'Rose City Bakery'), distanceKm: null }];
        return HttpResponse.json({
          data: {
            page: page(content, {
              origin: null,
              correctedSearchText: exactly ? null : 'bakery portland',
              totalElements: exactly ? 0 : 1000,
              totalElementsIsEstimate: !exactly,
            }),
          },
        });
      }),
    );
    renderAt('/businesses?searchText=bakry%20portlnd');
    const user = userEvent.setup();
    expect(await screen.findByText(/^Showing results for bakery portland/)).toBeInTheDocument();
    // Past the count cap the total is "1,000+".
    expect(screen.getByText(UI.resultCount(1000, true))).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: UI.searchInsteadFor('bakry portlnd') }));
    await waitFor(() => expect(locationQuery().get('searchExactly')).toBe('true'));
    expect(await screen.findByText(UI.empty.businesses)).toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ searchText: 'bakry portlnd', searchExactly: true });
    expect(screen.queryByText(/^Showing results for/)).toBeNull();

    const box = screen.getByRole('combobox', { name: 'Name, description or city' });
    await user.clear(box);
    await user.type(box, 'bakery{Enter}');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ searchText: 'bakery' }));
    expect(asked.at(-1)!.searchExactly).toBeUndefined();
    expect(locationQuery().get('searchExactly')).toBeNull();
  });
});

describe('business detail', () => {
  it('shows the fields, half stars at .5, the rating to 2 decimals and reviews cut at 30 and 80', async () => {
    const reviews = [review(1, { name: 'T'.repeat(31), comment: 'C'.repeat(81) })];
    server.use(
      graphql.query('Business', () =>
        HttpResponse.json({ data: { entry: business({ reviews: { ...business().reviews, content: reviews } }) } }),
      ),
    );
    renderAt('/businesses/7');
    expect(await screen.findByRole('heading', { name: 'Clear Air Cafe' })).toBeInTheDocument();
    const stars = screen.getAllByRole('img', { name: 'Rated 3.50 out of 5' })[0]!;
    expect(stars.querySelectorAll('.star-full')).toHaveLength(3);
    expect(stars.querySelectorAll('.star-half')).toHaveLength(1);
    expect(screen.getByText('3.50')).toBeInTheDocument();
    expect(screen.getByText('T'.repeat(27) + '...')).toBeInTheDocument();
    expect(screen.getByText('C'.repeat(77) + '...')).toBeInTheDocument();
    // The address as an address, its lines as a letter carries them; never the raw position.
    expect(screen.getByText('1 Main St')).toBeInTheDocument();
    expect(screen.getByText('Portland, Oregon 97201')).toBeInTheDocument();
    expect(screen.getByText('United States')).toBeInTheDocument();
    expect(screen.queryByText(/45\.52/)).not.toBeInTheDocument();
    // What exactly is fragrance-free here: its accommodations, and how many people confirmed each, when last.
    expect(screen.getByText('Unscented hand soap in the restroom')).toBeInTheDocument();
    expect(screen.getByText('Good ventilation or outdoor space').closest('li')).toHaveTextContent(
      UI.checks.confirmedBy(2, formatDay('2026-10-12T10:00:00.000Z')),
    );
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Review' })).not.toBeInTheDocument();
  });

  it('shows Edit but not Delete to a member who did not create it; Delete to a moderator', async () => {
    server.use(graphql.query('Business', () => HttpResponse.json({ data: { entry: business({ createdById: 99 }) } })));
    const { unmount } = renderAt('/businesses/7', { user: member });
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/businesses/7/edit');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    unmount();
    renderAt('/businesses/7', { user: moderator });
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('adds a review in a modal with rating 5 by default, then closes it and reloads the page', async () => {
    let created: Record<string, unknown> | undefined;
    let loads = 0;
    server.use(
      graphql.query('Business', () => ((loads += 1), HttpResponse.json({ data: { entry: business() } }))),
      graphql.mutation(
        'CreateReview',
        ({ variables }) => (
          (created = variables),
          HttpResponse.json({ data: { createReview: review(9, { name: 'Lovely' }) } })
        ),
      ),
    );
    renderAt('/businesses/7', { user: member });
    const user = userEvent.setup();
    const opener = await screen.findByRole('button', { name: 'Add Review' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Add Review' });
    // The dialog opens on its first field, not on an invisible container.
    await waitFor(() => expect(within(dialog).getByLabelText('Title')).toHaveFocus());
    expect(within(dialog).getByLabelText('Rating')).toHaveValue('5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Title'), 'Lovely');
    // What the reviewer found true on the visit: the business's kind of accommodations.
    const verdicts = within(dialog).getByRole('group', { name: 'On your visit' });
    await user.click(
      within(within(verdicts).getByRole('group', { name: 'Good ventilation or outdoor space' })).getByLabelText('True'),
    );
    await user.click(
      within(within(verdicts).getByRole('group', { name: 'Unscented hand soap in the restroom' })).getByLabelText(
        'Not true',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(created).toEqual({
      kind: 'BUSINESS',
      parentId: 7,
      input: {
        name: 'Lovely',
        rating: 5,
        comment: null,
        confirmedAccommodations: ['ventilation'],
        disputedAccommodations: ['unscented-soap'],
      },
    });
    // Closed, it gives focus back to the button that opened it.
    await waitFor(() => expect(opener).toHaveFocus());
    expect(await screen.findByText('Review created successfully.')).toBeInTheDocument();
    await waitFor(() => expect(loads).toBeGreaterThanOrEqual(2));
  });

  it('tells a person who has reviewed it so, links to their review and offers Edit your review instead of Add Review', async () => {
    let updated: Record<string, unknown> | undefined;
    const mine = review(9, { name: 'Mine', rating: 3, createdById: 3, confirmedAccommodations: ['ventilation'] });
    server.use(
      graphql.query('Business', () => HttpResponse.json({ data: { entry: business({ myReview: mine }) } })),
      graphql.mutation(
        'UpdateReview',
        ({ variables }) => (
          (updated = variables),
          HttpResponse.json({ data: { updateReview: { ...mine, name: 'Mine, again' } } })
        ),
      ),
    );
    renderAt('/businesses/7', { user: member });
    expect(await screen.findByText('You have already reviewed this. Edit your review instead.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your review' })).toHaveAttribute('href', '/businesses/7/reviews/9');
    expect(screen.queryByRole('button', { name: 'Add Review' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit your review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Review' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Mine');
    expect(
      within(within(dialog).getByRole('group', { name: 'Good ventilation or outdoor space' })).getByLabelText('True'),
    ).toBeChecked();
    await user.type(within(dialog).getByLabelText('Title'), ', again');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(updated).toEqual({
      kind: 'BUSINESS',
      parentId: 7,
      id: 9,
      input: {
        name: 'Mine, again',
        rating: 3,
        comment: 'Fine.',
        confirmedAccommodations: ['ventilation'],
        disputedAccommodations: [],
      },
    });
  });

  it('after a save that finds an earlier review (another tab), says so and links to it', async () => {
    let loads = 0;
    server.use(
      graphql.query(
        'Business',
        () => (
          (loads += 1),
          HttpResponse.json({ data: { entry: business(loads > 1 ? { myReview: review(2) } : {}) } })
        ),
      ),
      graphql.mutation('CreateReview', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'You have already reviewed this. Edit your review instead.',
              extensions: { code: 'BAD_REQUEST', status: 400, fieldErrors: [] },
            },
          ],
        }),
      ),
    );
    renderAt('/businesses/7', { user: member });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Review' });
    await user.type(within(dialog).getByLabelText('Title'), 'Again');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findAllByText('You have already reviewed this. Edit your review instead.')).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Your review' })).toHaveFocus());
  });

  it('deletes after the confirm, with the toast, back to the list', async () => {
    let deleted: unknown;
    server.use(
      types,
      graphql.query('Business', () => HttpResponse.json({ data: { entry: business() } })),
      graphql.mutation(
        'DeleteBusiness',
        ({ variables }) => ((deleted = variables), HttpResponse.json({ data: { deleted: true } })),
      ),
      graphql.query('Businesses', () => HttpResponse.json({ data: { page: page([]) } })),
    );
    renderAt('/businesses/7', { user: member });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Are you sure you want to proceed? This action cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location()).toBe('/businesses'));
    expect(deleted).toEqual({ id: 7 });
    expect(await screen.findByText('Business deleted successfully.')).toBeInTheDocument();
    expect(await screen.findByText('No Businesses Found...')).toBeInTheDocument();
  });
});

describe('business form', () => {
  it('shows every spec message and says 1023 for a long description', async () => {
    server.use(types);
    renderAt('/businesses/0/edit', { user: member });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Add a Business' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [
      'Name is required',
      'Description is required',
      'Type is required',
      'Country is required',
      'Business website link required.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.click(screen.getByLabelText('Description'));
    await user.paste('d'.repeat(1025));
    expect(await screen.findByText('Maximum of 1023 characters allowed')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.tab();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  });

  it('creates with ids for the selects and goes to the new business', async () => {
    let input: Record<string, unknown> | undefined;
    server.use(
      types,
      graphql.query('States', () => HttpResponse.json({ data: { states: [] } })),
      graphql.mutation(
        'CreateBusiness',
        ({ variables }) => (
          (input = variables.input),
          HttpResponse.json({ data: { saved: { ...business({ id: 42 }), reviews: undefined } } })
        ),
      ),
      graphql.query('Business', () => HttpResponse.json({ data: { entry: business({ id: 42 }) } })),
    );
    renderAt('/businesses/0/edit', { user: member });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'New Cafe');
    await user.type(screen.getByLabelText('Description'), 'Unscented.');
    await user.selectOptions(screen.getByLabelText('Type'), 'Bookstore');
    await user.selectOptions(screen.getByLabelText('Country'), 'Canada');
    await user.type(screen.getByLabelText('Website'), 'https://new.example.org');
    const offered = screen.getByRole('group', { name: 'Fragrance-free accommodations' });
    await user.click(within(offered).getByLabelText('Staff asked not to wear fragrance'));
    await user.click(within(offered).getByLabelText('Fragrance-free policy in writing'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/businesses/42'));
    expect(input).toMatchObject({
      name: 'New Cafe',
      businessTypeId: 14,
      countryId: 39,
      stateId: null,
      website: 'https://new.example.org',
      accommodations: ['written-policy', 'staff-fragrance-free'],
    });
    expect(await screen.findByText('Business created successfully.')).toBeInTheDocument();
  });

  it('loads the business to edit with its ids filled in', async () => {
    server.use(
      types,
      graphql.query('BusinessForEdit', () =>
        HttpResponse.json({ data: { entry: { ...business(), reviews: undefined } } }),
      ),
      graphql.query('States', () => HttpResponse.json({ data: { states: [{ id: 1450, name: 'Oregon' }] } })),
    );
    renderAt('/businesses/7/edit', { user: member });
    expect(await screen.findByRole('heading', { name: 'Edit Business' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Clear Air Cafe');
    expect(screen.getByLabelText('Type')).toHaveValue('2');
    expect(screen.getByLabelText('Country')).toHaveValue('233');
    await waitFor(() => expect(screen.getByLabelText('State/Province')).toHaveValue('1450'));
    expect(screen.getByLabelText('Unscented hand soap in the restroom')).toBeChecked();
    expect(screen.getByLabelText('Staff asked not to wear fragrance')).not.toBeChecked();
  });
});

describe('business review page', () => {
  it('shows the review, with edit and delete for its author only', async () => {
    server.use(
      graphql.query('Review', () =>
        HttpResponse.json({
          data: { review: { ...review(1, { createdById: 3, name: 'Mine' }), parentName: 'Clear Air Cafe' } },
        }),
      ),
    );
    const { unmount } = renderAt('/businesses/7/reviews/1', { user: member });
    expect(await screen.findByRole('heading', { name: 'Mine' })).toBeInTheDocument();
    // It says what it reviews, with a way there.
    expect(screen.getByRole('link', { name: 'Clear Air Cafe' })).toHaveAttribute('href', '/businesses/7');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    unmount();
    renderAt('/businesses/7/reviews/1', { user: { ...member, id: 50 } });
    expect(await screen.findByRole('heading', { name: 'Mine' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it("says 'Failed to get business review.' for a missing review", async () => {
    server.use(graphql.query('Review', () => HttpResponse.json({ data: { review: null } })));
    renderAt('/businesses/7/reviews/99');
    expect(await screen.findAllByText('Failed to get business review.')).not.toHaveLength(0);
  });
});
