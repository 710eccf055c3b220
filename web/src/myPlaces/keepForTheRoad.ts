/**
 * A list's places read ahead, each with the query its own page sends (the same variables), and
 * their page's screen loaded and kept, so the page can be read later without a connection: the
 * service worker answers the screen's chunks from what is kept, the road copy (`offline/`) the answers.
 */
import type { ApolloClient } from '@apollo/client';
import type { EntryKind } from '@ffc/domain/kinds';
import { ROAD_PLACES_MAX } from '@ffc/domain/road';
import { keepLoadedChunks, whenActive } from '../offline/kept';
import type { PagesAhead } from '../ui/pagesAhead';

/**
 * Resolves once the places' answers are read and, with a service worker active, their pages'
 * screens are kept: each kind's screen loaded once, then every chunk the page has loaded kept.
 */
export async function keepForTheRoad(
  client: ApolloClient,
  entries: readonly { kind: EntryKind; id: number }[],
  { loadScreen, readEntry }: PagesAhead,
): Promise<void> {
  const shown = entries.slice(0, ROAD_PLACES_MAX);
  const screens = whenActive().then(async () => {
    for (const kind of new Set(shown.map((e) => e.kind)))
      await loadScreen(`/${kind}/${shown.find((e) => e.kind === kind)!.id}`).catch(() => undefined);
    await keepLoadedChunks();
  });
  // One after another: a list of thirty is thirty small reads, not a burst.
  for (const { kind, id } of shown) await readEntry(client, kind, id).catch(() => undefined);
  await screens;
}
