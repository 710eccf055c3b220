/**
 * The msw server the component tests answer GraphQL with; the map's tiles, and no places for a
 * typed Near nor suggestions for a typed search (a test that offers some answers them itself),
 * are answered for every test; so are a signed-in person's needs (none), lists (none) and watches
 * (none), which every entry page asks for, and their unread notifications (none), which the header's
 * bell asks for on every page.
 */
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NO_NEEDS } from '@ffc/domain/needs';

export const TEST_TILES = {
  __typename: 'MapTiles',
  url: 'http://tiles.test/{z}/{x}/{y}.png',
  attribution: 'Test tiles',
};

export const server = setupServer(
  graphql.query('MapTiles', () => HttpResponse.json({ data: { mapTiles: TEST_TILES } })),
  graphql.query('Places', () => HttpResponse.json({ data: { places: [] } })),
  graphql.query('Suggestions', () => HttpResponse.json({ data: { suggestions: [] } })),
  graphql.query('Needs', () => HttpResponse.json({ data: { needs: { __typename: 'Needs', ...NO_NEEDS } } })),
  graphql.query('UserLists', () => HttpResponse.json({ data: { userLists: [] } })),
  graphql.query('Watches', () => HttpResponse.json({ data: { watches: [] } })),
  graphql.query('UnreadNotifications', () => HttpResponse.json({ data: { unreadNotifications: 0 } })),
  graphql.query('AreaWatches', () => HttpResponse.json({ data: { areaWatches: [] } })),
);
