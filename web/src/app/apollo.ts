/** The Apollo client: one HTTP link to the BFF with the CSRF header, and the session-expiry hook. */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { M } from '@ffc/domain/messages';
import type { SessionEvent } from '../session/events';

/** Yoga refuses requests without it, so a cross-site form cannot post to /graphql. */
export const CSRF_HEADERS = { 'x-graphql-yoga-csrf': '1' };

/** Operations whose UNAUTHENTICATED answer is a wrong password, not an expired session. */
const ANONYMOUS_OPERATIONS = new Set(['Login', 'Signup', 'ForgotUsername']);

export function createApolloClient(onSession: (event: SessionEvent) => void, uri = '/graphql'): ApolloClient {
  const expiry = new ErrorLink(({ error, operation }) => {
    if (ANONYMOUS_OPERATIONS.has(operation.operationName ?? '')) return;
    if (!CombinedGraphQLErrors.is(error)) return;
    // The BFF already tried the one refresh; UNAUTHENTICATED now means the session is over.
    if (error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) onSession('expired');
    else if (error.errors.some((e) => e.extensions?.code === 'FORBIDDEN' && e.message === M.loginAgain))
      onSession('login-again');
  });
  return new ApolloClient({
    link: ApolloLink.from([expiry, new HttpLink({ uri, credentials: 'same-origin', headers: CSRF_HEADERS })]),
    cache: new InMemoryCache({
      typePolicies: {
        // Review ids repeat across kinds (a business review 3 and a home review 3).
        Review: { keyFields: ['kind', 'id'] },
        // So do the home page's recently reviewed places (business 5 and home 5).
        RecentPlace: { keyFields: ['kind', 'id'] },
        // An Option's id is unique only within its list (business type 1 is not frequency 1): never merge them.
        Option: { keyFields: false },
        // A list's `holds` answers for the entry its query named: kept with each query, never merged.
        UserList: { keyFields: false },
        // A saved entry's date is its list's: kept with each list, never merged across lists.
        SavedEntry: { keyFields: false },
        // One person's needs: a single object, so a save's answer replaces what every screen read.
        Needs: { keyFields: [] },
      },
    }),
  });
}
