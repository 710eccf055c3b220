/**
 * The places a typed name may mean, ranked by the BFF (`places`), as suggestions for a place field:
 * the list's "Near" and the home page's "Where". Looked up once typing pauses.
 */
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { UI } from '@ffc/domain/messages';
import { graphql } from '../gql';
import type { Suggestion } from '../ui/Combobox';

export const PlacesQuery = graphql(`
  query Places($text: String!, $asYouType: Boolean) {
    places(text: $text, asYouType: $asYouType) { displayName latitude longitude kind countryCode }
  }
`);

/** How long typing pauses before the places it may mean are looked up (each lookup counts against a limit). */
const PLACE_LOOKUP_DELAY_MS = 300;
/** Shorter texts name too many places to be worth a lookup. */
const PLACE_LOOKUP_MIN_LENGTH = 2;

/** `value`, once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The suggestions for what is typed, looked up once typing has paused on it (meanwhile the last
 * places stay offered), whether they are for the text as it stands (`lookup`), and the places
 * answered for that text alone (`answered`). `asYouType`
 * tells the BFF the text may be half a word (some geocoders are not asked then). A failed lookup
 * (the limit, the geocoder away) only means no suggestions: a search with the typed text still works.
 */
export function usePlaceSuggestions(
  place: string | null | undefined,
  asYouType = true,
): { lookup: boolean; suggestions: Suggestion[]; answered: Suggestion[] } {
  const typed = (place ?? '').trim();
  const text = useSettled(typed, PLACE_LOOKUP_DELAY_MS);
  const worthIt = (t: string) => t.length >= PLACE_LOOKUP_MIN_LENGTH && t !== UI.myLocation;
  const lookup = text === typed && worthIt(text);
  const { data, previousData } = useQuery(PlacesQuery, { variables: { text, asYouType }, skip: !lookup });
  const offered = worthIt(typed) ? (data ?? previousData)?.places : undefined;
  const asSuggestions = (places: readonly { displayName: string }[] | undefined) =>
    (places ?? []).map((p) => ({ value: p.displayName, label: p.displayName }));
  return { lookup, suggestions: asSuggestions(offered), answered: lookup ? asSuggestions(data?.places) : [] };
}
