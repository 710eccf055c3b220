/**
 * The places a typed name may mean, ranked by the BFF (`places`), as suggestions for a place field:
 * the list's "Near" and the home page's "Where". Looked up once typing pauses.
 */
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { UI } from '@ffc/domain';
import { graphql } from '../gql';
import type { Suggestion } from '../ui/fields';

export const PlacesQuery = graphql(`
  query Places($text: String!) {
    places(text: $text) { displayName latitude longitude kind countryCode }
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
 * The suggestions for what is typed, and the text they were looked up for. A failed lookup (the
 * limit, the geocoder away) only means no suggestions: a search with the typed text still works.
 */
export function usePlaceSuggestions(typed: string | null | undefined): { text: string; suggestions: Suggestion[] } {
  const text = useSettled((typed ?? '').trim(), PLACE_LOOKUP_DELAY_MS);
  const lookup = text.length >= PLACE_LOOKUP_MIN_LENGTH && text !== UI.myLocation;
  const { data } = useQuery(PlacesQuery, { variables: { text }, skip: !lookup });
  return { text, suggestions: lookup ? (data?.places ?? []).map((p) => ({ value: p.displayName, label: p.displayName })) : [] };
}
