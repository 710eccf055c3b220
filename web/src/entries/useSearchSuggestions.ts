/**
 * What a search box suggests as someone types (the BFF's `suggestions`): entries by name, places
 * that have entries, and types, each with the page it opens. Asked once typing pauses; a newer
 * text aborts the request of the one before, so one keystroke never has more than one in flight.
 */
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { UI } from '@ffc/domain/messages';
import { SUGGESTION_TEXT_MAX, SUGGESTION_TEXT_MIN } from '@ffc/domain/search';
import { graphql } from '../gql';
import type { EntryCollection } from '../gql/graphql';
import type { Suggestion } from '../ui/Combobox';

export const SuggestionsQuery = graphql(`
  query Suggestions($text: String!, $kind: EntryCollection) {
    suggestions(text: $text, kind: $kind) { label type kind id path }
  }
`);

/** How long typing pauses before suggestions are asked for: most keystrokes of a word ask nothing. */
const SUGGEST_DELAY_MS = 150;

/**
 * The suggestions for `text` (within the list `kind`, or all lists; none unless `enabled`): none under two letters;
 * while
 * a newer text is being asked for, the last answer stays offered. A failed request only means no
 * new suggestions: searching with the typed text still works.
 */
export function useSearchSuggestions(
  text: string | null | undefined,
  kind: EntryCollection | null,
  enabled = true,
): Suggestion[] {
  const client = useApolloClient();
  const typed = (text ?? '').trim();
  const wanted = enabled && typed.length >= SUGGESTION_TEXT_MIN && typed.length <= SUGGESTION_TEXT_MAX;
  const [offered, setOffered] = useState<Suggestion[]>([]);
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      client
        .query({
          query: SuggestionsQuery,
          variables: { text: typed, kind: kind ?? null },
          fetchPolicy: 'no-cache',
          context: { fetchOptions: { signal: controller.signal } },
        })
        .then(({ data }) => {
          // An answer to a text since changed is dropped, even if it came before the abort.
          if (controller.signal.aborted || !data) return;
          setOffered(
            data.suggestions.map((s) => ({
              value: s.label,
              label: s.label,
              path: s.path,
              hint:
                s.type === 'entry' ? (s.kind ? UI.suggestionHint.entry[s.kind] : undefined) : UI.suggestionHint[s.type],
            })),
          );
        })
        .catch(() => undefined);
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, typed, wanted, kind]);
  return wanted ? offered : [];
}
