/** The home page answers "is there a safe place near here?": search, recent places and counts. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RADIUS_KM_DEFAULT } from '@ffc/domain/limits';
import { radiusLabel } from '@ffc/domain/lists';
import { TAGLINE, UI } from '@ffc/domain/messages';
import { location, locationQuery, renderAt } from '../../test/render';
import { server } from '../../test/server';
import { formatDay } from '@ffc/domain/text';

const count = (kind: string, n: number, estimate = false) => ({
  __typename: 'KindCount',
  kind,
  count: n,
  countIsEstimate: estimate,
});
const place = (id: number, name: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'RecentPlace',
  kind: 'businesses',
  id,
  name,
  path: `/businesses/${id}`,
  city: 'Portland',
  state: { __typename: 'Option', id: 1450, name: 'Oregon' },
  country: { __typename: 'Option', id: 233, name: 'United States' },
  rating: 4.5,
  reviewCount: 3,
  accommodations: ['unscented-soap'],
  lastReviewedDate: '2026-11-20T10:00:00.000Z',
  distanceKm: null,
  ...overrides,
});
const answer = (recent: unknown[], recentNear = false) => ({
  data: {
    highlights: {
      __typename: 'Highlights',
      counts: [count('businesses', 10_000, true), count('homes', 12), count('products', 40), count('socials', 3)],
      recent,
      recentNear,
      radiusKm: RADIUS_KM_DEFAULT,
    },
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the home page', () => {
  it('keeps the tagline and shows the newest reviewed places and how many entries each kind has', async () => {
    server.use(
      graphql.query('Highlights', () =>
        HttpResponse.json(
          answer([
            place(7, 'Clear Air Cafe'),
            place(11, 'Quiet Cabin', { kind: 'homes', path: '/homes/11', accommodations: ['no-smoking'] }),
          ]),
        ),
      ),
    );
    renderAt('/');
    expect(await screen.findByText(TAGLINE)).toBeInTheDocument();
    const recent = await screen.findByRole('region', { name: UI.home.recent });
    expect(within(recent).getByRole('link', { name: 'Clear Air Cafe' })).toHaveAttribute('href', '/businesses/7');
    expect(within(recent).getByRole('link', { name: 'Quiet Cabin' })).toHaveAttribute('href', '/homes/11');
    expect(within(recent).getByText('Business · Portland, Oregon')).toBeInTheDocument();
    expect(within(recent).getByText('Rental Home · Portland, Oregon')).toBeInTheDocument();
    expect(within(recent).getByText('No smoking')).toBeInTheDocument();
    expect(within(recent).getAllByText(UI.home.reviewedOn(formatDay('2026-11-20T10:00:00.000Z')))).toHaveLength(2);
    const browse = screen.getByRole('navigation', { name: UI.home.browse });
    expect(within(browse).getByRole('link', { name: 'Fragrance-free businesses (10,000+)' })).toHaveAttribute(
      'href',
      '/businesses',
    );
    expect(within(browse).getByRole('link', { name: 'Fragrance-free rental homes (12)' })).toHaveAttribute(
      'href',
      '/homes',
    );
  });

  it('searches the chosen kind for what and where, with the filters in the address', async () => {
    server.use(graphql.query('Highlights', () => HttpResponse.json(answer([]))));
    renderAt('/');
    const user = userEvent.setup();
    const search = await screen.findByRole('search', { name: UI.home.search });
    await user.type(within(search).getByLabelText(UI.home.what), 'bakery');
    await user.type(within(search).getByLabelText(UI.home.where), 'Salem, Oregon');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/businesses'));
    expect(Object.fromEntries(locationQuery())).toEqual({ searchText: 'bakery', 'near.place': 'Salem, Oregon' });
  });

  it('suggests from two letters, moves by keyboard, announces how many, and Enter opens the chosen one', async () => {
    const asked: { text: string; kind: string | null }[] = [];
    const suggestion = (label: string, type: string, id: number | null, path: string) => ({
      __typename: 'Suggestion',
      label,
      type,
      kind: 'businesses',
      id,
      path,
    });
    server.use(
      graphql.query('Highlights', () => HttpResponse.json(answer([]))),
      graphql.query('Suggestions', ({ variables }) => {
        asked.push({ text: String(variables.text), kind: (variables.kind as string | null) ?? null });
        return HttpResponse.json({
          data: {
            suggestions: [
              suggestion('Clear Air Cafe', 'entry', 7, '/businesses/7'),
              suggestion('Portland, Oregon', 'place', null, '/businesses?searchText=Portland'),
            ],
          },
        });
      }),
    );
    renderAt('/');
    const user = userEvent.setup();
    const search = await screen.findByRole('search', { name: UI.home.search });
    const what = within(search).getByRole('combobox', { name: UI.home.what });
    await user.type(what, 'c');
    await user.type(what, 'lea');
    const list = await screen.findByRole('listbox', { name: UI.suggestionsFor(UI.home.what) });
    const options = await within(list).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Clear Air Cafe Business', 'Portland, Oregon Place']);
    expect(screen.getByText(UI.suggestionsFound(2))).toBeInTheDocument();
    // One letter asks nothing; the answer is for the text as it stands, in the chosen list.
    expect(asked.some((a) => a.text.length < 2)).toBe(false);
    expect(asked.at(-1)).toEqual({ text: 'clea', kind: 'businesses' });
    expect(what).toHaveAttribute('aria-expanded', 'true');
    expect(what).toHaveAttribute('aria-controls', list.id);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(what).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(what).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(location()).toBe('/businesses/7'));
  });

  it('offers the places a typed name may mean, and searches the one picked', async () => {
    server.use(
      graphql.query('Highlights', () => HttpResponse.json(answer([]))),
      graphql.query('Places', ({ variables }) =>
        HttpResponse.json({
          data: {
            places:
              variables.text === 'Portland'
                ? [
                    'Portland, Oregon, United States',
                    'Portland, Maine, United States',
                    'Portland, Victoria, Australia',
                  ].map((displayName, i) => ({
                    __typename: 'Place',
                    displayName,
                    latitude: 45 - i,
                    longitude: -122 + i,
                    kind: 'city',
                    countryCode: i === 2 ? 'AU' : 'US',
                  }))
                : [],
          },
        }),
      ),
    );
    renderAt('/');
    const user = userEvent.setup();
    const search = await screen.findByRole('search', { name: UI.home.search });
    const where = within(search).getByRole('combobox', { name: UI.home.where });
    await user.type(where, 'Portland');
    expect(await within(search).findByRole('option', { name: 'Portland, Maine, United States' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(where).toHaveValue('Portland, Maine, United States');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/businesses'));
    expect(Object.fromEntries(locationQuery())).toEqual({ 'near.place': 'Portland, Maine, United States' });
  });

  it('uses the browser position for near me: recent places near the person, and the list near them', async () => {
    // Kilometres chosen (the test browser's language would say miles).
    localStorage.setItem('distanceUnit', 'km');
    const asked: unknown[] = [];
    server.use(
      graphql.query('Highlights', ({ variables }) => {
        asked.push(variables.near ?? null);
        return HttpResponse.json(
          variables.near
            ? answer([place(9, 'Nearby Deli', { distanceKm: 1.2 })], true)
            : answer([place(7, 'Clear Air Cafe')]),
        );
      }),
    );
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: 45.51234, longitude: -122.67891 } } as GeolocationPosition),
      },
    });
    renderAt('/');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Clear Air Cafe' });
    const search = screen.getByRole('search', { name: UI.home.search });
    await user.click(within(search).getByRole('button', { name: UI.useMyLocation }));
    const near = await screen.findByRole('region', { name: UI.home.recentNear(radiusLabel(RADIUS_KM_DEFAULT, 'km')) });
    expect(within(near).getByText('Business · Portland, Oregon · 1.2 km')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ latitude: 45.512, longitude: -122.679 });
    expect(within(search).getByLabelText(UI.home.where)).toHaveValue(UI.myLocation);
    // Rental homes near me, nothing typed.
    await user.selectOptions(within(search).getByLabelText(UI.home.lookingFor), 'Rental Homes');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/homes'));
    expect(Object.fromEntries(locationQuery())).toEqual({
      'near.place': UI.myLocation,
      'near.latitude': '45.512',
      'near.longitude': '-122.679',
      'near.radiusKm': String(RADIUS_KM_DEFAULT),
    });
  });

  it('offers no place for products, which have none', async () => {
    server.use(graphql.query('Highlights', () => HttpResponse.json(answer([]))));
    renderAt('/');
    const user = userEvent.setup();
    const search = await screen.findByRole('search', { name: UI.home.search });
    await user.selectOptions(within(search).getByLabelText(UI.home.lookingFor), 'Products');
    expect(within(search).queryByLabelText(UI.home.where)).not.toBeInTheDocument();
    await user.type(within(search).getByLabelText(UI.home.what), 'soap{Enter}');
    await waitFor(() => expect(location()).toBe('/products'));
    expect(locationQuery().toString()).toBe('searchText=soap');
  });
});
