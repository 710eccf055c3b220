import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { M } from '@ffc/domain/messages';
import { home, referenceTypes } from '../../test/fixtures';
import { location, member, renderAt } from '../../test/render';
import { server } from '../../test/server';

const types = graphql.query('ReferenceData', () => HttpResponse.json({ data: { types: referenceTypes } }));

describe('rental homes', () => {
  it('lists homes with their size and pets, Add a Home for members, and the login message otherwise', async () => {
    const row = { ...home(), reviews: undefined };
    server.use(
      types,
      graphql.query('Homes', () =>
        HttpResponse.json({
          data: {
            page: {
              __typename: 'HomePage',
              content: [row],
              totalPages: 1,
              totalElements: 1,
              totalElementsIsEstimate: false,
              pageNumber: 0,
            },
          },
        }),
      ),
    );
    const { unmount } = renderAt('/homes');
    expect(await screen.findByRole('link', { name: 'Quiet Cabin' })).toHaveAttribute('href', '/homes/11');
    expect(screen.getByRole('cell', { name: 'Cabin' })).toBeInTheDocument();
    expect(
      screen.getByText('Please login to add or edit Rental Homes and Reviews.', { exact: false }),
    ).toBeInTheDocument();
    unmount();
    renderAt('/homes', { user: member });
    expect(await screen.findByRole('link', { name: 'Add a Home' })).toHaveAttribute('href', '/homes/0/edit');
  });

  it("says 'Failed to get Homes.' when the list cannot be loaded", async () => {
    server.use(
      types,
      graphql.query('Homes', () =>
        HttpResponse.json({ errors: [{ message: 'x', extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 } }] }),
      ),
    );
    renderAt('/homes');
    expect(await screen.findAllByText('Failed to get Homes.')).not.toHaveLength(0);
  });

  it('shows the home, with Delete for its creator', async () => {
    server.use(graphql.query('Home', () => HttpResponse.json({ data: { entry: home() } })));
    renderAt('/homes/11', { user: member });
    expect(await screen.findByRole('heading', { name: 'Quiet Cabin' })).toBeInTheDocument();
    expect(screen.getByText('Pets Allowed')).toBeInTheDocument();
    expect(screen.getByText('1.5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review 1' })).toHaveAttribute('href', '/homes/11/reviews/1');
  });

  it('requires the city and the state, and saves numbers as numbers', async () => {
    let input: Record<string, unknown> | undefined;
    server.use(
      types,
      graphql.query('States', () => HttpResponse.json({ data: { states: [{ id: 1450, name: 'Oregon' }] } })),
      graphql.query('Homes', () =>
        HttpResponse.json({
          data: {
            page: {
              __typename: 'HomePage',
              content: [],
              totalPages: 0,
              totalElements: 0,
              totalElementsIsEstimate: false,
              pageNumber: 0,
              origin: null,
            },
          },
        }),
      ),
      graphql.mutation(
        'CreateHome',
        ({ variables }) => (
          (input = variables.input),
          HttpResponse.json({ data: { saved: { ...home({ id: 12 }), reviews: undefined } } })
        ),
      ),
      graphql.query('Home', () => HttpResponse.json({ data: { entry: home({ id: 12 }) } })),
    );
    renderAt('/homes/0/edit', { user: member });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Add a Home' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('State is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Quiet Cabin');
    await user.type(screen.getByLabelText('Description'), 'Aired out.');
    await user.selectOptions(screen.getByLabelText('Type'), 'Cabin');
    await user.type(screen.getByLabelText('Sleeps (people)'), '4');
    await user.type(screen.getByLabelText('Bathrooms'), '1.5');
    await user.type(screen.getByLabelText('City'), 'Bend');
    await user.selectOptions(screen.getByLabelText('Country'), 'United States');
    await screen.findByRole('option', { name: 'Oregon' });
    await user.selectOptions(screen.getByLabelText('State/Province'), 'Oregon');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/homes/12'));
    expect(input).toMatchObject({
      name: 'Quiet Cabin',
      homeTypeId: 5,
      people: 4,
      bathrooms: 1.5,
      city: 'Bend',
      countryId: 233,
      stateId: 1450,
    });
    expect(await screen.findByText('Home created successfully.')).toBeInTheDocument();
  });

  it('warns, with a link, when a home of the same name is listed in the same town, and still saves', async () => {
    const asked: unknown[] = [];
    let saved = false;
    const listed = { ...home({ id: 7, name: 'Quiet Cabin', city: 'Bend' }), reviews: undefined, distanceKm: null };
    server.use(
      types,
      graphql.query('States', () => HttpResponse.json({ data: { states: [{ id: 1450, name: 'Oregon' }] } })),
      graphql.query('Homes', ({ variables }) => {
        asked.push(variables.filter);
        return HttpResponse.json({
          data: {
            page: {
              __typename: 'HomePage',
              content: [listed],
              totalPages: 1,
              totalElements: 1,
              totalElementsIsEstimate: false,
              pageNumber: 0,
              origin: null,
            },
          },
        });
      }),
      graphql.mutation(
        'CreateHome',
        () => ((saved = true), HttpResponse.json({ data: { saved: { ...home({ id: 12 }), reviews: undefined } } })),
      ),
      graphql.query('Home', () => HttpResponse.json({ data: { entry: home({ id: 12 }) } })),
    );
    renderAt('/homes/0/edit', { user: member });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'quiet cabin');
    await user.type(screen.getByLabelText('Description'), 'Aired out.');
    await user.selectOptions(screen.getByLabelText('Type'), 'Cabin');
    await user.type(screen.getByLabelText('City'), 'Sisters');
    await user.selectOptions(screen.getByLabelText('Country'), 'United States');
    await screen.findByRole('option', { name: 'Oregon' });
    await user.selectOptions(screen.getByLabelText('State/Province'), 'Oregon');
    // Another town: the same name is no warning.
    await waitFor(() =>
      expect(asked).toContainEqual(expect.objectContaining({ searchText: 'quiet cabin', country: 233, state: 1450 })),
    );
    expect(screen.queryByText(M.homeAlreadyListed, { exact: false })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Bend');
    const warning = await screen.findByText(M.homeAlreadyListed, { exact: false });
    expect(warning).toContainElement(screen.getByRole('link', { name: 'Quiet Cabin' }));
    expect(screen.getByRole('link', { name: 'Quiet Cabin' })).toHaveAttribute('href', '/homes/7');
    // A warning, not a refusal: two rentals may share a name.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/homes/12'));
    expect(saved).toBe(true);
  });

  it('does not warn about the home being edited', async () => {
    server.use(
      types,
      graphql.query('States', () => HttpResponse.json({ data: { states: [{ id: 1450, name: 'Oregon' }] } })),
      graphql.query('HomeForEdit', () => HttpResponse.json({ data: { entry: home({ id: 7, city: 'Bend' }) } })),
      graphql.query('Homes', () =>
        HttpResponse.json({
          data: {
            page: {
              __typename: 'HomePage',
              content: [{ ...home({ id: 7, city: 'Bend' }), reviews: undefined, distanceKm: null }],
              totalPages: 1,
              totalElements: 1,
              totalElementsIsEstimate: false,
              pageNumber: 0,
              origin: null,
            },
          },
        }),
      ),
    );
    let looked = false;
    server.events.on(
      'request:end',
      ({ request }) =>
        void request
          .clone()
          .text()
          .then((body) => (looked ||= body.includes('query Homes'))),
    );
    renderAt('/homes/7/edit', { user: member });
    expect(await screen.findByDisplayValue('Quiet Cabin')).toBeInTheDocument();
    await waitFor(() => expect(looked).toBe(true));
    expect(screen.queryByText(M.homeAlreadyListed, { exact: false })).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });
});
