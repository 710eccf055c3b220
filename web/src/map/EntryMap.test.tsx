/**
 * The map shows names as text: markup in an entry's name (anyone may write one) or in the place a
 * list is measured from (a link may carry one) is shown as typed, never made into elements.
 */
import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import L from 'leaflet';
import { business, referenceTypes } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { server } from '../../test/server';

const MARKUP = '<img src=x onerror=alert(1)><a href="https://evil.example">Log in</a>';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('names on the map', () => {
  it("shows markup in an entry's name and in the origin's name as literal text, making no element of it", async () => {
    // Leaflet draws tooltips and popups only when they open (on hover, click): the test opens each
    // one, on the layer that each binding returns.
    const tooltips = vi.spyOn(L.Layer.prototype, 'bindTooltip');
    const popups = vi.spyOn(L.Layer.prototype, 'bindPopup');
    const origin = { __typename: 'Place', displayName: `Portland ${MARKUP}`, latitude: 45.52, longitude: -122.68 };
    server.use(
      graphql.query('ReferenceData', () => HttpResponse.json({ data: { types: referenceTypes } })),
      graphql.query('Businesses', () =>
        HttpResponse.json({
          data: {
            page: {
              __typename: 'BusinessPage',
              content: [{ ...business({ id: 1, name: MARKUP }), reviews: undefined, distanceKm: 1.5 }],
              totalPages: 1,
              totalElements: 1,
              totalElementsIsEstimate: false,
              pageNumber: 0,
              origin,
            },
          },
        }),
      ),
    );
    renderAt('/businesses?near.place=Portland');
    const map = await screen.findByRole('region', { name: 'Map of the businesses on this page' });
    await waitFor(() => expect(map).toHaveAttribute('aria-busy', 'false'));
    expect(tooltips).toHaveBeenCalledTimes(2);

    for (const { value: layer } of tooltips.mock.results) layer.openTooltip();
    const shown = [...map.querySelectorAll('.leaflet-tooltip')].map((tooltip) => tooltip.textContent);
    expect(shown.sort()).toEqual([MARKUP, origin.displayName].sort());

    for (const { value: layer } of popups.mock.results) {
      layer.openPopup();
      expect(map.querySelector('.leaflet-popup-content')?.textContent).toBe(MARKUP);
    }
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('a[href^="https://evil.example"]')).toBeNull();
  });
});
