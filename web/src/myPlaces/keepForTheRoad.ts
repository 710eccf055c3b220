/**
 * A list's places read ahead, each with the query its own page sends (the same variables), and
 * their page's screen loaded and kept, so the page can be read later without a connection: the
 * service worker answers the screen's chunks from what is kept, the road copy (`offline/`) the answers.
 */
import type { ApolloClient } from '@apollo/client';
import type { EntryKind } from '@ffc/domain/kinds';
import { ROAD_PLACES_MAX } from '@ffc/domain/myPlaces';
import { REVIEW_ORDER_DEFAULT } from '@ffc/domain/votes';
import { BusinessQuery } from '../businesses/operations';
import { HomeQuery } from '../homes/operations';
import { ProductQuery } from '../products/operations';
import { SocialQuery } from '../socials/operations';
import { preloadScreen } from '../app/routes';
import { keepLoadedChunks, whenActive } from '../offline/kept';

/** A page's variables as `EntryDetail` sends them for its first page of reviews. */
const firstReviews = (id: number) => ({ id, reviewsPage: 0, reviewsOrder: REVIEW_ORDER_DEFAULT, reviewsLikeMe: false });

function readOne(client: ApolloClient, kind: EntryKind, id: number) {
  const options = { fetchPolicy: 'cache-first' } as const;
  switch (kind) {
    case 'businesses':
      return client.query({ query: BusinessQuery, variables: firstReviews(id), ...options });
    case 'homes':
      return client.query({ query: HomeQuery, variables: firstReviews(id), ...options });
    case 'products':
      return client.query({ query: ProductQuery, variables: firstReviews(id), ...options });
    case 'socials':
      return client.query({ query: SocialQuery, variables: { id }, ...options });
  }
}

/**
 * Resolves once the places' answers are read and, with a service worker active, their pages'
 * screens are kept: each kind's screen loaded once, then every chunk the page has loaded kept.
 */
export async function keepForTheRoad(
  client: ApolloClient,
  entries: readonly { kind: EntryKind; id: number }[],
): Promise<void> {
  const shown = entries.slice(0, ROAD_PLACES_MAX);
  const screens = whenActive().then(async () => {
    for (const kind of new Set(shown.map((e) => e.kind)))
      await preloadScreen(`/${kind}/${shown.find((e) => e.kind === kind)!.id}`).catch(() => undefined);
    await keepLoadedChunks();
  });
  // One after another: a list of thirty is thirty small reads, not a burst.
  for (const { kind, id } of shown) await readOne(client, kind, id).catch(() => undefined);
  await screens;
}
