/**
 * Sorting, "near" and the phone layout of the list screens, the map and the address on the detail,
 * and the colour scheme.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { M, UI } from '@ffc/domain/messages';
import { dispatchSessionEvent } from '../session/events';
import { business, referenceTypes } from '../../test/fixtures';
import { location, locationQuery, renderAt } from '../../test/render';
import { server } from '../../test/server';

const types = graphql.query('ReferenceData', () => HttpResponse.json({ data: { types: referenceTypes } }));
const row = (id: number, name: string, distanceKm: number | null = null) => ({
  ...business({ id, name }),
  reviews: undefined,
  distanceKm,
});
const page = (content: unknown[], origin: unknown = null) => ({
  __typename: 'BusinessPage',
  content,
  totalPages: 1,
  totalElements: content.length,
  totalElementsIsEstimate: false,
  pageNumber: 0,
  origin,
});
const portland = {
  __typename: 'Place',
  displayName: 'Portland, Oregon, United States',
  latitude: 45.52,
  longitude: -122.68,
};

/** A window as wide as a phone (matchMedia answers the phone query), or as the system prefers dark. */
function matching(...queries: string[]) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: queries.some((q) => query.includes(q)),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

// These cases read kilometres (nearPlace.test.tsx has miles, the default in the United States).
beforeEach(() => localStorage.setItem('distanceUnit', 'km'));

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('data-theme');
  document.body.classList.remove('bp6-dark');
});

describe('list order and reach', () => {
  it('sorts, finds entries near a typed place within a distance, and shows each distance and the map', async () => {
    const asked: Record<string, unknown>[] = [];
    server.use(
      types,
      graphql.query('Businesses', ({ variables }) => {
        asked.push(variables);
        const near = (variables.filter as { near?: unknown } | undefined)?.near;
        return HttpResponse.json({
          data: {
            page: near
              ? page([row(1, 'Close Cafe', 0.35), row(2, 'Far Cafe', 4.24)], portland)
              : page([row(1, 'Close Cafe')]),
          },
        });
      }),
    );
    renderAt('/businesses');
    const user = userEvent.setup();
    await screen.findByText('Close Cafe');
    expect(screen.queryByRole('columnheader', { name: UI.distance })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Highest rated');
    await user.type(screen.getByLabelText('Near'), 'Portland, Oregon');
    await user.selectOptions(screen.getByLabelText('Within'), '25 km');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(asked.at(-1)).toMatchObject({
        filter: { sort: 'rating', near: { place: 'Portland, Oregon', radiusKm: 25 } },
        page: 0,
      }),
    );
    // The address keeps it: a shared link shows the same list.
    expect(locationQuery().get('near.place')).toBe('Portland, Oregon');
    expect(locationQuery().get('near.radiusKm')).toBe('25');
    expect(locationQuery().get('sort')).toBe('rating');
    expect(await screen.findByText(UI.distancesFrom('Portland, Oregon, United States'))).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: UI.distance })).toBeInTheDocument();
    expect(screen.getByText('350 m')).toBeInTheDocument();
    expect(screen.getByText('4.2 km')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Map of the businesses on this page' })).toBeInTheDocument();
  });

  it('uses the browser position when allowed, and says so clearly when it is not', async () => {
    const asked: Record<string, unknown>[] = [];
    server.use(
      types,
      graphql.query('Businesses', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: { page: page([row(1, 'Close Cafe', 1.2)], { ...portland, displayName: UI.myLocation }) },
        });
      }),
    );
    let allow = true;
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
          allow
            ? ok({ coords: { latitude: 45.51234, longitude: -122.67891 } } as GeolocationPosition)
            : fail({ code: 1 } as GeolocationPositionError),
      },
    });
    renderAt('/businesses');
    const user = userEvent.setup();
    await screen.findByText('Close Cafe');
    await user.click(screen.getByRole('button', { name: UI.useMyLocation }));
    expect(screen.getByLabelText('Near')).toHaveValue(UI.myLocation);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // Kept to about 100 m, nearest first within 25 km.
    await waitFor(() =>
      expect(asked.at(-1)).toMatchObject({
        filter: {
          sort: 'distance',
          near: { latitude: 45.512, longitude: -122.679, place: UI.myLocation, radiusKm: 25 },
        },
      }),
    );
    expect(await screen.findByText(UI.distancesFrom('your location'))).toBeInTheDocument();
    // Typing a place over it forgets the position.
    await user.clear(screen.getByLabelText('Near'));
    await user.type(screen.getByLabelText('Near'), 'Salem');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ filter: { near: { place: 'Salem' } } }));
    expect((asked.at(-1)!.filter as { near: { latitude?: number | null } }).near.latitude ?? null).toBeNull();
    allow = false;
    await user.click(screen.getByRole('button', { name: UI.useMyLocation }));
    expect(await screen.findByText(M.locationDenied)).toBeInTheDocument();
  });

  it('asks for a place before nearest first', async () => {
    server.use(
      types,
      graphql.query('Businesses', () => HttpResponse.json({ data: { page: page([row(1, 'Close Cafe')]) } })),
    );
    renderAt('/businesses');
    const user = userEvent.setup();
    await screen.findByText('Close Cafe');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Nearest');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(M.distanceNeedsNear)).toBeInTheDocument();
  });
});

describe('on a phone', () => {
  it('puts the navigation behind a menu button and shows the list as cards with every column', async () => {
    matching('max-width: 767');
    server.use(
      types,
      graphql.query('Businesses', () =>
        HttpResponse.json({ data: { page: page([row(1, 'Card Cafe', 2.5)], portland) } }),
      ),
    );
    renderAt('/businesses?near.place=Portland');
    const card = (await screen.findByRole('heading', { name: 'Card Cafe' })).closest('li')!;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    for (const [term, value] of [
      ['Type', 'Cafe'],
      ['City', 'Portland, Oregon'],
      [UI.distance, '2.5 km'],
    ] as const) {
      expect(within(card).getByText(term)).toBeInTheDocument();
      expect(within(card).getByText(value)).toBeInTheDocument();
    }
    expect(within(card).getByRole('link', { name: 'Card Cafe' })).toHaveAttribute('href', '/businesses/1');
    // The links are in the drawer, not in the bar.
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).queryByRole('link', { name: 'Products' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(main).getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
    expect(within(menu).getByRole('switch', { name: 'Dark mode' })).toBeInTheDocument();
  });
  it('keeps the menu open while a page lands on its own, and closes it when a link is followed or on Back', async () => {
    matching('max-width: 767');
    server.use(types);
    renderAt('/about');
    const main = screen.getByRole('navigation', { name: 'Main' });
    const user = userEvent.setup();
    await user.click(within(main).getByRole('button', { name: 'Menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    // A navigation the app makes (here: a change that needs a recent login) leaves the menu as it is.
    await act(() => dispatchSessionEvent('login-again'));
    await waitFor(() => expect(location()).toBe('/login'));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('link', { name: 'Products' }));
    await waitFor(() => expect(location()).toBe('/products'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    await user.click(within(main).getByRole('button', { name: 'Menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });
});

describe('the colour scheme', () => {
  it("follows the system's preference, and the switch's choice is remembered", async () => {
    matching('prefers-color-scheme: dark');
    server.use(types);
    const first = renderAt('/about');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(document.body).toHaveClass('bp6-dark');
    const dark = screen.getByRole('switch', { name: 'Dark mode' });
    expect(dark).toBeChecked();
    await userEvent.setup().click(dark);
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
    expect(document.body).not.toHaveClass('bp6-dark');
    first.unmount();
    // Remembered over the system's preference on the next visit.
    renderAt('/about');
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Dark mode' })).not.toBeChecked());
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});

describe('the detail page', () => {
  it('shows where an entry is on a map, and no map for one without a position', async () => {
    server.use(
      graphql.query('Business', ({ variables }) =>
        HttpResponse.json({
          data: { entry: business(variables.id === 8 ? { id: 8, latitude: null, longitude: null } : {}) },
        }),
      ),
    );
    const shown = renderAt('/businesses/7');
    expect(await screen.findByRole('region', { name: 'Map: where Clear Air Cafe is' })).toBeInTheDocument();
    shown.unmount();
    renderAt('/businesses/8');
    await screen.findByRole('heading', { name: 'Clear Air Cafe' });
    expect(screen.queryByRole('region', { name: /^Map/ })).not.toBeInTheDocument();
  });
});
