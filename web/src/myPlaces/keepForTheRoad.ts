/**
 * A list's places read ahead, each with the query its own page sends (the same variables), their
 * page's screen (and the home page's, where a logout lands) loaded and kept, and the road copy
 * written, so the pages can be read later without a connection: the service worker answers the
 * screens' chunks from what is kept, the road copy (`offline/`) the answers.
 */
import { InMemoryCache, type ApolloClient } from '@apollo/client';
import type { EntryKind } from '@ffc/domain/kinds';
import { ROAD_PLACES_MAX } from '@ffc/domain/road';
import { keepLoadedChunks, whenActive } from '../offline/kept';
import { writePersisted } from '../offline/persisted';
import type { PagesAhead } from '../ui/pagesAhead';

/**
 * Resolves with how many of the places can be read without a connection: those whose answers were
 * read, once their screens are kept (a service worker active) and the road copy written; 0 when
 * something of that failed. `signal` stops it (the list left, the person logged out): nothing more
 * is read, kept or written, and it resolves with 0.
 */
export async function keepForTheRoad(
  client: ApolloClient,
  entries: readonly { kind: EntryKind; id: number }[],
  { loadScreen, readEntry }: PagesAhead,
  signal: AbortSignal,
): Promise<number> {
  const shown = entries.slice(0, ROAD_PLACES_MAX);
  const screens = whenActive().then(async () => {
    for (const kind of new Set(shown.map((e) => e.kind))) {
      if (signal.aborted) return false;
      await loadScreen(`/${kind}/${shown.find((e) => e.kind === kind)!.id}`);
    }
    // The home page too: a logout on the road lands there.
    if (!signal.aborted) await loadScreen('/');
    return !signal.aborted && (await keepLoadedChunks());
  });
  // Settled at once, so that a failure while the answers are read is never left unhandled.
  const screensKept = screens.catch(() => false);
  let read = 0;
  // One after another: a list of thirty is thirty small reads, not a burst.
  for (const { kind, id } of shown) {
    if (signal.aborted) return 0;
    if (
      await readEntry(client, kind, id).then(
        () => true,
        () => false,
      )
    )
      read += 1;
  }
  if (!(await screensKept) || signal.aborted) return 0;
  // The copy now, not at the next periodic write: what the list says is kept is kept.
  const written = client.cache instanceof InMemoryCache && writePersisted(client.cache.extract());
  return written ? read : 0;
}
