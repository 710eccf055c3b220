/** The first query of each kind's page, as `EntryDetail` sends it: read ahead into the cache. */
import type { ApolloClient } from '@apollo/client';
import type { EntryKind } from '@ffc/domain/kinds';
import { REVIEW_ORDER_DEFAULT } from '@ffc/domain/votes';
import { BusinessQuery } from '../businesses/operations';
import { HomeQuery } from '../homes/operations';
import { ProductQuery } from '../products/operations';
import { SocialQuery } from '../socials/operations';

/** A page's variables as `EntryDetail` sends them for its first page of reviews. */
const firstReviews = (id: number) => ({ id, reviewsPage: 0, reviewsOrder: REVIEW_ORDER_DEFAULT, reviewsLikeMe: false });

export function readEntry(client: ApolloClient, kind: EntryKind, id: number): Promise<unknown> {
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
