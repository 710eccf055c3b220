/**
 * Reading a page ahead without showing it: the screen an address shows (its route's lazy chunk),
 * and the answer an entry's page asks for first. The app provides both (`app/pagesAhead.ts`, from
 * its route table and the kinds' queries), so a screen can read other pages ahead (My places keeps
 * its places' pages for the road) without importing the route table or the kinds, which import it.
 */
import type { ApolloClient } from '@apollo/client';
import { createContext, useContext } from 'react';
import type { EntryKind } from '@ffc/domain/kinds';

export interface PagesAhead {
  /** Loads the screen `pathname` shows. */
  readonly loadScreen: (pathname: string) => Promise<unknown>;
  /** Reads into the client's cache what the entry's page asks for first, with the same variables. */
  readonly readEntry: (client: ApolloClient, kind: EntryKind, id: number) => Promise<unknown>;
}

/** Without the app around it (a screen alone in a test), nothing is read ahead. */
export const PagesAheadContext = createContext<PagesAhead>({
  loadScreen: () => Promise.resolve(),
  readEntry: () => Promise.resolve(),
});

export const usePagesAhead = (): PagesAhead => useContext(PagesAheadContext);
