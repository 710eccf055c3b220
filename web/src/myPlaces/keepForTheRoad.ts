/**
 * A list's places read ahead, each with the query its own page sends (the same variables), and
 * their page's screen loaded, so the page can be read later without a connection: the service
 * worker keeps the screen's chunks, the road copy (`offline/`) the answers.
 */
import type { ApolloClient } from '@apollo/client';
import type { EntryKind } from '@ffc/domain/kinds';
import { REVIEW_ORDER_DEFAULT } from '@ffc/domain/votes';
import { BusinessQuery } from '../businesses/operations';
import { HomeQuery } from '../homes/operations';
import { ProductQuery } from '../products/operations';
import { SocialQuery } from '../socials/operations';
import { preloadScreen } from '../app/routes';
import { whenControlled } from '../offline/controlled';

/** At most this many places of a list are read ahead at once. */
const READ_AHEAD_MAX = 30;

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

export async function keepForTheRoad(
  client: ApolloClient,
  entries: readonly { kind: EntryKind; id: number }[],
): Promise<void> {
  const shown = entries.slice(0, READ_AHEAD_MAX);
  // Each kind's page screen loaded once, through the service worker (so it keeps the chunks) once
  // it controls the page; meanwhile the places' answers are read.
  void whenControlled().then(async () => {
    for (const kind of new Set(shown.map((e) => e.kind)))
      await preloadScreen(`/${kind}/${shown.find((e) => e.kind === kind)!.id}`).catch(() => undefined);
  });
  // One after another: a list of thirty is thirty small reads, not a burst.
  for (const { kind, id } of shown) await readOne(client, kind, id).catch(() => undefined);
}
