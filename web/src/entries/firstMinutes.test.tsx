/**
 * The first five minutes on a phone: results before filters, short accommodation badges, reviews as
 * cards, and a place's call and directions links.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UI } from '@ffc/domain/messages';
import { business, referenceTypes, review } from '../../test/fixtures';
import { locationQuery, renderAt } from '../../test/render';
import { server } from '../../test/server';
import { formatDay } from '@ffc/domain/text';

const types = graphql.query('ReferenceData', () => HttpResponse.json({ data: { types: referenceTypes } }));
const row = (id: number, name: string) => ({ ...business({ id, name }), reviews: undefined, distanceKm: null });
const page = (content: unknown[]) => ({
  __typename: 'BusinessPage',
  content,
  totalPages: 1,
  totalElements: content.length,
  totalElementsIsEstimate: false,
  pageNumber: 0,
  origin: null,
});

/** A window as wide as a phone: matchMedia answers the phone query. */
function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width: 767'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('a list on a phone', () => {
  it('shows the search box and the results first, with the filters behind a button that counts those in use', async () => {
    onAPhone();
    const asked: Record<string, unknown>[] = [];
    server.use(
      types,
      graphql.query('Businesses', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({ data: { page: page([row(1, 'Card Cafe')]) } });
      }),
    );
    renderAt('/businesses?type=2&searchText=tea&accommodations=ventilation');
    const user = userEvent.setup();
    const card = (await screen.findByRole('heading', { name: 'Card Cafe' })).closest('li')!;
    // Text searched for is in the box, not counted among the hidden filters (type and one accommodation are).
    const box = screen.getByRole('combobox', { name: UI.searchList('Businesses') });
    expect(box).toHaveValue('tea');
    const toggle = screen.getByRole('button', { name: UI.filtersInUse(2) });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
    // The search box and the toolbar come before the first result.
    expect(box.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // Searching from the box keeps the other filters and starts at page 1.
    await user.clear(box);
    await user.type(box, 'soup{Enter}');
    await waitFor(() =>
      expect(asked.at(-1)).toMatchObject({
        filter: { type: 2, searchText: 'soup', accommodations: ['ventilation'] },
        page: 0,
      }),
    );
    expect(locationQuery().get('searchText')).toBe('soup');

    // The filters open in place with Search and Reset; Reset clears them and the count.
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const filters = screen.getByRole('region', { name: 'Filters' });
    expect(within(filters).getByLabelText('Type')).toHaveValue('2');
    await user.click(within(filters).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByRole('button', { name: UI.filtersInUse(0) })).toBeInTheDocument());
    expect(asked.at(-1)).toMatchObject({ filter: { type: null, searchText: null, accommodations: [] }, page: 0 });
    // Search in the panel closes it, so the results are what the screen shows.
    await user.selectOptions(within(filters).getByLabelText('Type'), 'Bookstore');
    await user.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: UI.filtersInUse(1) })).toHaveAttribute('aria-expanded', 'false'),
    );
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ filter: { type: 14 }, page: 0 });

    // A choice not yet searched survives closing the panel: it is still there when it opens again.
    await user.click(screen.getByRole('button', { name: UI.filtersInUse(1) }));
    await user.selectOptions(within(screen.getByRole('region', { name: 'Filters' })).getByLabelText('Type'), 'Cafe');
    await user.click(screen.getByRole('button', { name: UI.filtersInUse(1) }));
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: UI.filtersInUse(1) }));
    expect(within(screen.getByRole('region', { name: 'Filters' })).getByLabelText('Type')).toHaveValue('2');
  });

  it('shows the list or the map, one at a time', async () => {
    onAPhone();
    server.use(
      types,
      graphql.query('Businesses', () => HttpResponse.json({ data: { page: page([row(1, 'Card Cafe')]) } })),
    );
    renderAt('/businesses');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Card Cafe' });
    const asList = screen.getByRole('button', { name: UI.listView });
    const asMap = screen.getByRole('button', { name: UI.mapView });
    expect(asList).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('region', { name: 'Map of the businesses on this page' })).not.toBeInTheDocument();
    await user.click(asMap);
    expect(asMap).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('region', { name: 'Map of the businesses on this page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Card Cafe' })).not.toBeInTheDocument();
    await user.click(asList);
    expect(await screen.findByRole('heading', { name: 'Card Cafe' })).toBeInTheDocument();
  });

  it('shows each accommodation as a short badge whose accessible name is the full text', async () => {
    onAPhone();
    server.use(
      types,
      graphql.query('Businesses', () => HttpResponse.json({ data: { page: page([row(1, 'Card Cafe')]) } })),
    );
    renderAt('/businesses');
    const badges = await screen.findByRole('list', { name: 'Fragrance-free accommodations' });
    const soap = within(badges).getAllByRole('listitem')[0]!;
    expect(within(soap).getByText('Unscented soap')).toHaveAttribute('aria-hidden', 'true');
    expect(within(soap).getByText('Unscented hand soap in the restroom')).toHaveClass('visually-hidden');
  });
});

describe('a detail page', () => {
  it('shows reviews as cards: title cut at 30 linking to the review, comment cut at 80, author and date', async () => {
    const reviews = [
      review(4, {
        name: 'T'.repeat(31),
        comment: 'C'.repeat(81),
        createdByUsername: 'member',
        createdDate: '2026-10-02T12:00:00.000Z',
      }),
    ];
    server.use(
      graphql.query('Business', () =>
        HttpResponse.json({
          data: { entry: business({ reviews: { ...business().reviews, content: reviews, totalElements: 1 } }) },
        }),
      ),
    );
    renderAt('/businesses/7');
    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    const card = within(section).getAllByRole('listitem')[0]!;
    expect(within(card).getByRole('link', { name: 'T'.repeat(27) + '...' })).toHaveAttribute(
      'href',
      '/businesses/7/reviews/4',
    );
    expect(within(card).getByText('C'.repeat(77) + '...')).toBeInTheDocument();
    expect(within(card).getByText('member')).toBeInTheDocument();
    expect(within(card).getByText(formatDay('2026-10-02T12:00:00.000Z'))).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 4.00 out of 5' })).toBeInTheDocument();
  });

  it('offers a call link and directions in the maps, to the position or else the address', async () => {
    server.use(
      graphql.query('Business', ({ variables }) =>
        HttpResponse.json({
          data: {
            entry:
              variables.id === 7
                ? business({ phoneNumber: '(503) 555-0100' })
                : business({ id: 8, latitude: null, longitude: null }),
          },
        }),
      ),
    );
    const first = renderAt('/businesses/7');
    const call = await screen.findByRole('link', { name: UI.callNumber('(503) 555-0100') });
    expect(call).toHaveAttribute('href', 'tel:5035550100');
    expect(screen.getByRole('link', { name: UI.directionsTo('Clear Air Cafe') })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=45.5%2C-122.6',
    );
    first.unmount();
    renderAt('/businesses/8');
    const directions = await screen.findByRole('link', { name: UI.directionsTo('Clear Air Cafe') });
    expect(directions.getAttribute('href')).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('1 Main St, Portland, Oregon 97201, United States')}`,
    );
    // No phone number, no call link.
    expect(screen.queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
  });
});
