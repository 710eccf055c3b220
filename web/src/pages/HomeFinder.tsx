/**
 * The home page's answer to "is there a safe place near here?", loaded after the page itself (it
 * brings the query, the form and the cards): a search (what, with suggestions as one types, and
 * where or near me) that opens the chosen list or a suggestion's page, the places reviewed most recently (near the
 * person once they used near me), and
 * how many entries each kind has.
 */
import { useQuery } from '@apollo/client/react';
import { Button, Card, FormGroup, H2, HTMLSelect, Intent } from '@blueprintjs/core';
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { Field, Form } from 'react-final-form';
import { Link, useNavigate } from 'react-router-dom';
import { RADIUS_KM_DEFAULT } from '@ffc/domain/limits';
import {
  defaultRadiusKm,
  formatDistance,
  LIST_SHAPES,
  radiusLabel,
  type ListedKind,
  type Point,
} from '@ffc/domain/lists';
import { UI } from '@ffc/domain/messages';
import { SITE_PAGES } from '@ffc/domain/pages';
import { AccommodationBadges } from '../entries/AccommodationBadges';
import { RatingStars } from '../ui/RatingStars';
import { graphql } from '../gql';
import { useMyPosition } from '../ui/useMyPosition';
import { useDistanceUnit } from '../ui/distanceUnit';
import { SuggestField } from '../ui/Combobox';
import { SearchTextField } from '../entries/SearchTextField';
import { usePlaceSuggestions } from '../entries/usePlaceSuggestions';
import { BrowseLinks, KINDS } from './BrowseLinks';
import { formatDay } from '@ffc/domain/text';

export const HighlightsQuery = graphql(`
  query Highlights($near: NearInput) {
    highlights(near: $near) {
      counts { kind count countIsEstimate }
      recent {
        kind id name path city state { id name } country { id name } rating reviewCount accommodations lastReviewedDate
        distanceKm
      }
      recentNear radiusKm
    }
  }
`);

/** A recent place's kind, as its page calls it (Business, Rental Home). */
const KIND_TITLE: Record<string, string> = {
  businesses: SITE_PAGES.business.title,
  homes: SITE_PAGES.rentalHome.title,
};

interface Search {
  kind: ListedKind;
  searchText: string;
  place: string;
  /** The browser's position, when the person chose near me (the place then reads "My location"). */
  position: Point | null;
  /** How far from that position, in kilometres (the person's unit's default). */
  radiusKm?: number;
}

/**
 * The list a home search opens, with its filters in the address as the list keeps them: the text,
 * and for located kinds the place or the position (within the home page's radius, as "near me" on
 * a list does). Products have no place.
 */
export function listSearchPath({ kind, searchText, place, position, radiusKm = RADIUS_KM_DEFAULT }: Search): string {
  const params = new URLSearchParams();
  if (searchText.trim()) params.set('searchText', searchText.trim());
  if (LIST_SHAPES[kind].located) {
    if (position) {
      params.set('near.place', UI.myLocation);
      params.set('near.latitude', String(position.latitude));
      params.set('near.longitude', String(position.longitude));
      params.set('near.radiusKm', String(radiusKm));
    } else if (place.trim()) params.set('near.place', place.trim());
  }
  const query = params.toString();
  return `/${kind}${query ? `?${query}` : ''}`;
}

interface HomeSearchValues {
  kind: ListedKind;
  searchText?: string;
  place?: string;
}

function HomeSearch({
  position,
  onPosition,
}: {
  position: Point | null;
  onPosition: (position: Point | null) => void;
}) {
  const navigate = useNavigate();
  const unit = useDistanceUnit();
  return (
    <Form<HomeSearchValues>
      initialValues={{ kind: 'businesses', place: position ? UI.myLocation : '' }}
      onSubmit={({ kind, searchText = '', place = '' }) =>
        void navigate(listSearchPath({ kind, searchText, place, position, radiusKm: defaultRadiusKm(unit) }))
      }
    >
      {({ handleSubmit, values, form }) => (
        <form
          role="search"
          aria-label={UI.home.search}
          className="home-search"
          onSubmit={(event) => void handleSubmit(event)}
        >
          <Field<ListedKind> name="kind">
            {({ input }) => (
              <FormGroup label={UI.home.lookingFor} labelFor="home-kind">
                <HTMLSelect
                  id="home-kind"
                  name={input.name}
                  value={input.value}
                  onChange={(event) => input.onChange(event.currentTarget.value)}
                  fill
                >
                  {KINDS.map(({ kind: k }) => (
                    <option key={k} value={k}>
                      {SITE_PAGES[k].title}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
            )}
          </Field>
          <SearchTextField kind={values.kind} label={UI.home.what} helperText={UI.home.whatHelp} />
          {LIST_SHAPES[values.kind].located && (
            <WhereField
              place={values.place}
              position={position}
              onPosition={onPosition}
              onLocated={() => form.change('place', UI.myLocation)}
            />
          )}
          <Button type="submit" intent={Intent.PRIMARY} icon="search" fill>
            Search
          </Button>
        </form>
      )}
    </Form>
  );
}

/** "Where": a place, with the places the typed name may mean to pick from, or the browser's position. */
function WhereField({
  place,
  position,
  onPosition,
  onLocated,
}: {
  place: string | undefined;
  position: Point | null;
  onPosition: (position: Point | null) => void;
  onLocated: () => void;
}) {
  const { locating, locate } = useMyPosition();
  const { suggestions } = usePlaceSuggestions(place);
  // A place typed over "My location" is a place to find, no longer the browser's position.
  useEffect(() => {
    if (position && place !== UI.myLocation) onPosition(null);
  }, [place, position, onPosition]);
  return (
    <div className="near-field">
      <SuggestField
        name="place"
        label={UI.home.where}
        helperText={UI.home.whereHelp}
        suggestions={suggestions}
        countText={UI.placesFound}
      />
      <Button
        icon="locate"
        className="locate-button"
        loading={locating}
        onClick={() =>
          locate((found) => {
            onLocated();
            onPosition(found);
          })
        }
      >
        {UI.useMyLocation}
      </Button>
    </div>
  );
}

/**
 * The search, the counts on the browse links, then `children` (the page's own text), then the places reviewed lately.
 */
export default function HomeFinder({ children }: { children?: ReactNode }) {
  const [position, setPosition] = useState<Point | null>(null);
  const { data } = useQuery(HighlightsQuery, { variables: { near: position } });
  // The counts and cards are drawn as a transition, in slices, not in the one long task of the query's answer.
  const highlights = useDeferredValue(data?.highlights);
  const unit = useDistanceUnit();
  return (
    <>
      <HomeSearch position={position} onPosition={setPosition} />
      <BrowseLinks counts={highlights?.counts} />
      {children}
      {highlights && (
        <section aria-labelledby="recent-heading" className="home-recent">
          <H2 id="recent-heading">
            {highlights.recentNear ? UI.home.recentNear(radiusLabel(highlights.radiusKm, unit)) : UI.home.recent}
          </H2>
          {position && !highlights.recentNear && <p>{UI.home.nothingNear(radiusLabel(highlights.radiusKm, unit))}</p>}
          {highlights.recent.length === 0 ? (
            <p>{UI.home.noReviewsYet}</p>
          ) : (
            <ul className="entry-cards recent-places">
              {highlights.recent.map((p) => (
                <li key={`${p.kind}/${p.id}`}>
                  <Card compact className="entry-card">
                    <h3 className="entry-card-title">
                      <Link to={p.path}>{p.name}</Link>
                    </h3>
                    <p className="recent-place-where">
                      {[
                        KIND_TITLE[p.kind],
                        [p.city, p.state?.name ?? p.country?.name].filter(Boolean).join(', '),
                        p.distanceKm == null ? null : formatDistance(p.distanceKm, unit),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                    <RatingStars rating={p.rating} count={p.reviewCount} />
                    {(p.kind === 'businesses' || p.kind === 'homes') && (
                      <AccommodationBadges kind={p.kind} keys={p.accommodations} />
                    )}
                    <p className="recent-place-when">
                      <time dateTime={p.lastReviewedDate}>{UI.home.reviewedOn(formatDay(p.lastReviewedDate))}</time>
                    </p>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}
