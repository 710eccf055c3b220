/**
 * The home page's answer to "is there a safe place near here?", loaded after the page itself (it
 * brings the query, the form and the cards): a search (what, and where or near me) that opens the
 * chosen list, the places reviewed most recently (near the person once they used near me), and
 * how many entries each kind has.
 */
import { useQuery } from '@apollo/client/react';
import { Button, Card, FormGroup, H2, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatDistance, LIST_SHAPES, RADIUS_KM_DEFAULT, SITE_PAGES, UI, type ListedKind, type Point } from '@ffc/domain';
import { AccommodationBadges } from '../entries/AccommodationBadges';
import { RatingStars } from '../entries/RatingStars';
import { graphql } from '../gql';
import { useMyPosition } from '../ui/useMyPosition';
import { BrowseLinks, KINDS } from './BrowseLinks';

export const HighlightsQuery = graphql(`
  query Highlights($near: NearInput) {
    highlights(near: $near) {
      counts { kind count countIsEstimate }
      recent { kind id name path city state { id name } country { id name } rating reviewCount accommodations lastReviewedDate distanceKm }
      recentNear radiusKm
    }
  }
`);

/** A recent place's kind, as its page calls it (Business, Rental Home). */
const KIND_TITLE: Record<string, string> = { businesses: SITE_PAGES.business.title, homes: SITE_PAGES.rentalHome.title };

interface Search {
  kind: ListedKind;
  searchText: string;
  place: string;
  /** The browser's position, when the person chose near me (the place then reads "My location"). */
  position: Point | null;
}

/**
 * The list a home search opens, with its filters in the address as the list keeps them: the text,
 * and for located kinds the place or the position (within the home page's radius, as "near me" on
 * a list does). Products have no place.
 */
export function listSearchPath({ kind, searchText, place, position }: Search): string {
  const params = new URLSearchParams();
  if (searchText.trim()) params.set('searchText', searchText.trim());
  if (LIST_SHAPES[kind].located) {
    if (position) {
      params.set('near.place', UI.myLocation);
      params.set('near.latitude', String(position.latitude));
      params.set('near.longitude', String(position.longitude));
      params.set('near.radiusKm', String(RADIUS_KM_DEFAULT));
    } else if (place.trim()) params.set('near.place', place.trim());
  }
  const query = params.toString();
  return `/${kind}${query ? `?${query}` : ''}`;
}

function HomeSearch({ position, onPosition }: { position: Point | null; onPosition: (position: Point | null) => void }) {
  const navigate = useNavigate();
  const { locating, locate } = useMyPosition();
  const [kind, setKind] = useState<ListedKind>('businesses');
  const [searchText, setSearchText] = useState('');
  const [place, setPlace] = useState(position ? UI.myLocation : '');
  const located = LIST_SHAPES[kind].located;
  return (
    <form
      role="search"
      aria-label={UI.home.search}
      className="home-search"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(listSearchPath({ kind, searchText, place, position }));
      }}
    >
      <FormGroup label={UI.home.lookingFor} labelFor="home-kind">
        <HTMLSelect id="home-kind" name="kind" value={kind} onChange={(event) => setKind(event.currentTarget.value as ListedKind)} fill>
          {KINDS.map(({ kind: k }) => (
            <option key={k} value={k}>
              {SITE_PAGES[k].title}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={UI.home.what} labelFor="home-what" helperText={UI.home.whatHelp}>
        <InputGroup id="home-what" name="searchText" type="search" value={searchText} onValueChange={setSearchText} />
      </FormGroup>
      {located && (
        <div className="near-field">
          <FormGroup label={UI.home.where} labelFor="home-where" helperText={UI.home.whereHelp}>
            <InputGroup
              id="home-where"
              name="place"
              autoComplete="off"
              value={place}
              onValueChange={(value) => {
                setPlace(value);
                // A place typed over "My location" is a place to find, no longer the browser's position.
                if (position) onPosition(null);
              }}
            />
          </FormGroup>
          <Button
            icon="locate"
            className="locate-button"
            loading={locating}
            onClick={() =>
              locate((found) => {
                setPlace(UI.myLocation);
                onPosition(found);
              })
            }
          >
            {UI.useMyLocation}
          </Button>
        </div>
      )}
      <Button type="submit" intent={Intent.PRIMARY} icon="search" fill>
        Search
      </Button>
    </form>
  );
}

export default function HomeFinder() {
  const [position, setPosition] = useState<Point | null>(null);
  const { data } = useQuery(HighlightsQuery, { variables: { near: position } });
  const highlights = data?.highlights;
  return (
    <>
      <HomeSearch position={position} onPosition={setPosition} />
      {highlights && (
        <section aria-labelledby="recent-heading" className="home-recent">
          <H2 id="recent-heading">{highlights.recentNear ? UI.home.recentNear(highlights.radiusKm) : UI.home.recent}</H2>
          {position && !highlights.recentNear && <p>{UI.home.nothingNear(highlights.radiusKm)}</p>}
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
                      {[KIND_TITLE[p.kind], [p.city, p.state?.name ?? p.country?.name].filter(Boolean).join(', '), p.distanceKm == null ? null : formatDistance(p.distanceKm)]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                    <RatingStars rating={p.rating} count={p.reviewCount} />
                    {(p.kind === 'businesses' || p.kind === 'homes') && <AccommodationBadges kind={p.kind} keys={p.accommodations} />}
                    <p className="recent-place-when">
                      <time dateTime={p.lastReviewedDate}>{UI.home.reviewedOn(new Date(p.lastReviewedDate).toLocaleDateString())}</time>
                    </p>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <BrowseLinks counts={highlights?.counts} />
    </>
  );
}
