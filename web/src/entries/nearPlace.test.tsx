/**
 * The list's "Near" field: the places a typed name may mean offered as a combobox (by keyboard),
 * the one picked kept in the address; a place the server cannot find said at the field, not as a
 * failure to load; distances and "Within" in miles or kilometres, as the person chose.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { M, UI } from '@ffc/domain/messages';
import { business, referenceTypes } from '../../test/fixtures';
import { locationQuery, renderAt } from '../../test/render';
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
const place = (displayName: string, latitude: number, longitude: number, countryCode: string) => ({
  __typename: 'Place',
  displayName,
  latitude,
  longitude,
  kind: 'CITY',
  countryCode,
});
const PORTLANDS = [
  place('Portland, Oregon, United States', 45.52, -122.68, 'US'),
  place('Portland, Maine, United States', 43.66, -70.26, 'US'),
  place('Portland, Victoria, Australia', -38.35, 141.6, 'AU'),
];

describe('the Near field', () => {
  it('offers the places a name may mean; arrows move through them, Enter picks one and searches from it', async () => {
    const lookedUp: string[] = [];
    const listed: unknown[] = [];
    server.use(
      types,
      graphql.query('Places', ({ variables }) => {
        // Asked as typing pauses: a geocoder that forbids autocomplete can say no.
        lookedUp.push(`${String(variables.text)}${variables.asYouType ? ' as typed' : ''}`);
        return HttpResponse.json({
          data: { places: String(variables.text).toLowerCase().startsWith('portl') ? PORTLANDS : [] },
        });
      }),
      graphql.query('Businesses', ({ variables }) => {
        const near = (variables.filter as { near?: { place?: string } } | undefined)?.near;
        listed.push(near ?? null);
        const origin = PORTLANDS.find((p) => p.displayName === near?.place) ?? null;
        return HttpResponse.json({ data: { page: page([row(1, 'Harbour Cafe', origin ? 2.4 : null)], origin) } });
      }),
    );
    renderAt('/businesses');
    const user = userEvent.setup();
    await screen.findByText('Harbour Cafe');
    const near = screen.getByRole('combobox', { name: 'Near' });
    expect(near).toHaveAttribute('aria-expanded', 'false');

    await user.type(near, 'Portland');
    const listbox = await screen.findByRole('listbox', { name: UI.suggestionsFor('Near') });
    await within(listbox).findByRole('option', { name: 'Portland, Maine, United States' });
    expect(near).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(PORTLANDS.map((p) => p.displayName));
    // Looked up when typing paused, not once a letter.
    expect(lookedUp.at(-1)).toBe('Portland as typed');
    expect(lookedUp.length).toBeLessThan('Portland'.length);

    await user.keyboard('{ArrowDown}');
    const [oregon, maine] = within(listbox).getAllByRole('option');
    expect(near).toHaveAttribute('aria-activedescendant', oregon!.id);
    expect(oregon).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(near).toHaveAttribute('aria-activedescendant', maine!.id);
    expect(maine).toHaveAttribute('aria-selected', 'true');
    expect(oregon).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');

    // The pick is the field's text, searched at once, and kept in the address for a reload.
    expect(near).toHaveValue('Portland, Maine, United States');
    expect(near).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(locationQuery().get('near.place')).toBe('Portland, Maine, United States'));
    expect(listed.at(-1)).toMatchObject({ place: 'Portland, Maine, United States' });
    expect(await screen.findByText(UI.distancesFrom('Portland, Maine, United States'))).toBeInTheDocument();
  });

  it('after a search by a name many places share, offers the others of that name, a click away', async () => {
    const listed: unknown[] = [];
    const lookedUp: string[] = [];
    server.use(
      types,
      // As the BFF answers: a full name finds that place first.
      graphql.query('Places', ({ variables }) => {
        lookedUp.push(`${String(variables.text)}${variables.asYouType ? ' as typed' : ''}`);
        const chosen = PORTLANDS.filter((p) => p.displayName === variables.text);
        return HttpResponse.json({ data: { places: [...chosen, ...PORTLANDS.filter((p) => !chosen.includes(p))] } });
      }),
      graphql.query('Businesses', ({ variables }) => {
        const near = (variables.filter as { near?: { place?: string } } | undefined)?.near;
        listed.push(near ?? null);
        const origin = PORTLANDS.find((p) => p.displayName === near?.place) ?? PORTLANDS[0];
        return HttpResponse.json({ data: { page: page([row(1, 'Harbour Cafe', 2.4)], origin) } });
      }),
    );
    renderAt('/businesses?near.place=Portland');
    const user = userEvent.setup();
    expect(await screen.findByText(UI.distancesFrom('Portland, Oregon, United States'))).toBeInTheDocument();
    expect(await screen.findByText(UI.otherPlacesCalled('Portland'), { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Portland, Victoria, Australia' }));
    await waitFor(() => expect(locationQuery().get('near.place')).toBe('Portland, Victoria, Australia'));
    expect(await screen.findByText(UI.distancesFrom('Portland, Victoria, Australia'))).toBeInTheDocument();
    expect(listed.at(-1)).toMatchObject({ place: 'Portland, Victoria, Australia' });
    // A full name chosen is not second-guessed.
    // Asked about what was searched, never as typed.
    await waitFor(() => expect(lookedUp).toEqual(['Portland', 'Portland, Victoria, Australia']));
    await waitFor(() =>
      expect(screen.queryByText(UI.otherPlacesCalled('Portland'), { exact: false })).not.toBeInTheDocument(),
    );
  });

  it('Escape closes the choices, and Enter without a choice searches the typed text', async () => {
    const listed: unknown[] = [];
    server.use(
      types,
      graphql.query('Places', () => HttpResponse.json({ data: { places: PORTLANDS } })),
      graphql.query('Businesses', ({ variables }) => {
        listed.push((variables.filter as { near?: unknown } | undefined)?.near ?? null);
        return HttpResponse.json({ data: { page: page([row(1, 'Harbour Cafe', 2.4)], PORTLANDS[0]) } });
      }),
    );
    renderAt('/businesses');
    const user = userEvent.setup();
    await screen.findByText('Harbour Cafe');
    const near = screen.getByRole('combobox', { name: 'Near' });
    await user.type(near, 'Portland');
    await screen.findByRole('option', { name: 'Portland, Oregon, United States' });
    await user.keyboard('{Escape}');
    expect(near).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(locationQuery().get('near.place')).toBe('Portland'));
    expect(listed.at(-1)).toMatchObject({ place: 'Portland' });
  });

  it('shows a place the server cannot find at the Near field, keeps what was typed, and does not call it a failure to load', async () => {
    server.use(
      types,
      graphql.query('Places', () => HttpResponse.json({ data: { places: [] } })),
      graphql.query('Businesses', ({ variables }) => {
        const near = (variables.filter as { near?: { place?: string } } | undefined)?.near;
        if (near?.place === 'Atlantis') {
          return HttpResponse.json({
            data: null,
            errors: [
              {
                message: M.placeNotFound,
                extensions: {
                  code: 'BAD_REQUEST',
                  status: 400,
                  fieldErrors: [{ field: 'near.place', message: M.placeNotFound }],
                },
              },
            ],
          });
        }
        return HttpResponse.json({ data: { page: page([row(1, 'Harbour Cafe')]) } });
      }),
    );
    const first = renderAt('/businesses');
    const user = userEvent.setup();
    await screen.findByText('Harbour Cafe');
    let near = screen.getByRole('combobox', { name: 'Near' });
    await user.type(near, 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(near).toHaveAccessibleDescription(M.placeNotFound));
    expect(near).toHaveAttribute('aria-invalid', 'true');
    expect(near).toHaveValue('Atlantis');
    expect(screen.getByText(UI.filterRefused)).toBeInTheDocument();
    expect(screen.queryByText('Failed to get businesses.')).not.toBeInTheDocument();

    // A reload of that address says the same, at the same field.
    first.unmount();
    renderAt('/businesses?near.place=Atlantis');
    near = await screen.findByRole('combobox', { name: 'Near' });
    await waitFor(() => expect(near).toHaveAccessibleDescription(M.placeNotFound));
    expect(near).toHaveValue('Atlantis');

    // Typing again clears it: the message is about the text that was searched.
    await user.type(near, 's');
    expect(near).toHaveAttribute('aria-invalid', 'false');
  });
});

describe('distances in miles or kilometres', () => {
  it('uses miles for a browser in the United States, and remembers a switch to kilometres', async () => {
    const listed: unknown[] = [];
    server.use(
      types,
      graphql.query('Places', () => HttpResponse.json({ data: { places: PORTLANDS } })),
      graphql.query('Businesses', ({ variables }) => {
        listed.push((variables.filter as { near?: unknown } | undefined)?.near ?? null);
        return HttpResponse.json({ data: { page: page([row(1, 'Harbour Cafe', 4.24)], PORTLANDS[0]) } });
      }),
    );
    expect(navigator.language).toBe('en-US');
    const first = renderAt('/businesses?near.place=Portland');
    const user = userEvent.setup();
    expect(await screen.findByText('2.6 mi')).toBeInTheDocument();
    expect(screen.getByLabelText(UI.distanceUnits)).toHaveValue('mi');
    await user.selectOptions(screen.getByLabelText('Within'), '25 mi');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // The API still takes kilometres.
    await waitFor(() => expect(locationQuery().get('near.radiusKm')).toBe('40.234'));
    expect(listed.at(-1)).toMatchObject({ radiusKm: 40.234 });

    await user.selectOptions(screen.getByLabelText(UI.distanceUnits), 'km');
    expect(await screen.findByText('4.2 km')).toBeInTheDocument();
    // The radius follows, to the nearest choice in kilometres.
    expect(screen.getByLabelText('Within')).toHaveDisplayValue('50 km');

    first.unmount();
    renderAt('/businesses?near.place=Portland');
    expect(await screen.findByText('4.2 km')).toBeInTheDocument();
    expect(screen.getByLabelText(UI.distanceUnits)).toHaveValue('km');
  });
});
