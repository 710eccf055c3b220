/** The app's `PagesAhead`: its route table's screens, and the first query of each kind's page. */
import type { PagesAhead } from '../ui/pagesAhead';
import { preloadScreen } from './routes';

export const appPagesAhead: PagesAhead = {
  loadScreen: preloadScreen,
  // The kinds' queries load when a page is first read ahead: they stay out of the first page's bytes.
  readEntry: (client, kind, id) => import('./readEntry').then(({ readEntry }) => readEntry(client, kind, id)),
};
