/** Renders the real shell (navbar, routes, session, Apollo) at an address, against msw's GraphQL answers. */
import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createApolloClient } from '../src/app/apollo';
import { Shell } from '../src/app/App';
import { dispatchSessionEvent } from '../src/session/events';
import { ThemeProvider } from '../src/app/theme';
import { SessionProvider } from '../src/session/SessionContext';
import { storeUser, type StoredUser } from '../src/session/storage';

export const member: StoredUser = { id: 3, username: 'member', email: 'member@example.org', roles: ['ROLE_USER'] };
export const moderator: StoredUser = {
  id: 2,
  username: 'moderator',
  email: 'moderator@example.org',
  roles: ['ROLE_MODERATOR', 'ROLE_USER'],
};
export const administrator: StoredUser = {
  id: 1,
  username: 'administrator',
  email: 'administrator@example.org',
  roles: ['ROLE_ADMIN', 'ROLE_MODERATOR', 'ROLE_USER'],
};

let currentPath = '';
let currentSearch = '';
function LocationProbe() {
  ({ pathname: currentPath, search: currentSearch } = useLocation());
  return null;
}

/** Where the router is now. */
export const location = () => currentPath;
/** The address's query now, as parameters. */
export const locationQuery = () => new URLSearchParams(currentSearch);

export function renderAt(path: string, { user }: { user?: StoredUser } = {}) {
  return renderInShell(path, <Shell />, { user });
}

/** Renders one screen (not the whole shell) at an address, with the shell's session, Apollo and theme. */
export function renderInShell(path: string, screen: ReactNode, { user }: { user?: StoredUser } = {}) {
  if (user) storeUser(user);
  const client = createApolloClient(dispatchSessionEvent, 'http://localhost/graphql');
  return render(
    <ThemeProvider>
      <ApolloProvider client={client}>
        <SessionProvider>
          <MemoryRouter initialEntries={[path]}>
            <LocationProbe />
            {screen}
          </MemoryRouter>
        </SessionProvider>
      </ApolloProvider>
    </ThemeProvider>,
  );
}
