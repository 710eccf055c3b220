/**
 * The detail screen every kind shares: the entry's fields, Edit for logged-in visitors, Delete (with
 * confirm) for the creator, moderators and administrators (EntryActions); for reviewed kinds also the
 * average rating, the paged reviews and Add Review in a modal that closes and reloads the page on
 * success (EntryReviews).
 */
import { AnchorButton, Callout, Card, H1, Intent } from '@blueprintjs/core';
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { type AccommodatedKind } from '@ffc/domain/accommodations';
import { directionsUrl, telHref } from '@ffc/domain/contact';
import { UI } from '@ffc/domain/messages';
import { canEdit, permissionLevel } from '@ffc/domain/roles';
import { type ReviewOrder } from '@ffc/domain/votes';
import type { PhotoFieldsFragment, ReviewFieldsFragment } from '../gql/graphql';
import { EntryPhotos } from '../photos/EntryPhotos';
import { useSession } from '../session/SessionContext';
import { NeedsChecklist } from '../needs/NeedsChecklist';
import { SaveToLists } from '../myPlaces/SaveToLists';
import { WatchButton } from '../watching/WatchButton';
import { NoteAhead } from '../needs/NoteAhead';
import type { AccommodationStatus } from '@ffc/domain/checks';
import { LinkButton } from '../ui/LinkButton';
import { DetailList } from '../ui/DetailList';
import { MapPanel, markersOf } from '../map/MapPanel';
import { Loading } from '../ui/Loading';
import { PageHead } from '../ui/PageHead';
import { toastError } from '../ui/toaster';
import { addressLines, type PostalAddress } from '../ui/detailRows';
import type { EntryUi, ReviewedUi } from '../kinds/entryUi';
import type { PageInfo } from '../ui/Paging';
import { RatingStars } from '../ui/RatingStars';
import { useReviewsLikeMe, useReviewsOrder, useReviewsPage } from './useReviewsPage';
import { StateMessage } from '../ui/StateMessage';
import { EntryNotices, type Closable } from '../reports/EntryNotices';
import { StillTrue, type CheckAccommodations } from './StillTrue';
import { EntryActions, type EntryActionsSpec } from './EntryActions';
import { EntryReviews, type ReviewsView } from './EntryReviews';

export interface DetailEntry extends PostalAddress {
  id: number;
  name: string;
  description: string | null;
  createdById?: number | null;
  /** Where it is, for the map and directions (located kinds). */
  latitude?: number | null;
  longitude?: number | null;
  /** For the call link. */
  phoneNumber?: string | null;
  /** What "Still true?" asks about. */
  accommodations?: readonly string[];
  /** The place's own email (a text; a support ticket's is a switch): a note to send ahead can be emailed to it. */
  email?: unknown;
  /** Each accommodation's state now: the reader's needs are checked against it. */
  accommodationStatus?: readonly Pick<AccommodationStatus, 'key' | 'state' | 'lastConfirmed'>[];
}

/**
 * What a person on a phone wants from a place's page first: a call link and directions in the
 * device's maps, each where the entry has a phone number or a position or address.
 */
function ReachLinks({ entry }: { entry: DetailEntry }) {
  const call = telHref(entry.phoneNumber);
  const directions = directionsUrl({
    latitude: entry.latitude,
    longitude: entry.longitude,
    addressLines: addressLines(entry),
  });
  if (!call && !directions) return null;
  // Styled as buttons for the thumb, but links (role link, not Blueprint's button): they leave for the phone's dialler
  // and maps.
  return (
    <div className="reach-links">
      {call && (
        <AnchorButton role="link" href={call} icon="phone" aria-label={UI.callNumber(entry.phoneNumber ?? '')}>
          {UI.call}
        </AnchorButton>
      )}
      {directions && (
        <AnchorButton
          role="link"
          href={directions}
          icon="route"
          target="_blank"
          rel="noopener noreferrer"
          aria-label={UI.directionsTo(entry.name)}
        >
          {UI.directions}
        </AnchorButton>
      )}
    </div>
  );
}

export interface ReviewedEntry extends DetailEntry {
  rating: number | null;
  reviewCount: number;
  reviews: PageInfo & { content: readonly ReviewFieldsFragment[] };
  /** The logged-in person's own review, if they have written one (to edit in place). */
  myReview?: ReviewFieldsFragment | null;
}

/** What a kind with photos answers: its photos and its reviews', newest first. */
interface Photographed {
  photos?: readonly PhotoFieldsFragment[];
}

/** An entry as its detail query answers it: its fields, for reviewed kinds a page of reviews, and its photos. */
type Answered<E> = E &
  Partial<Pick<ReviewedEntry, 'reviews' | 'rating' | 'reviewCount' | 'myReview'>> &
  Closable &
  Photographed;

/**
 * What a kind's detail screen is, as one module constant per kind: its texts, query and rows, and (EntryActionsSpec)
 * its delete and close.
 */
export interface EntryDetailSpec<E extends DetailEntry> extends EntryActionsSpec {
  /** A reviewed kind shows the rating, the reviews and Add Review. */
  ui: EntryUi | ReviewedUi;
  /** The page title while loading or when missing, e.g. Business. */
  title: string;
  /**
   * The entry (aliased `entry`); a reviewed kind's query takes the page of reviews as `reviewsPage` and their order as
   * `reviewsOrder`.
   */
  query: TypedDocumentNode<
    { entry: Answered<E> | null },
    { id: number; reviewsPage?: number | null; reviewsOrder?: ReviewOrder | null; reviewsLikeMe?: boolean | null }
  >;
  /** The detail rows (see `detailRows`, which checks that every field has one). */
  details: (entry: E) => readonly [string, ReactNode][];
  /** Shown to anonymous visitors. */
  loginMessage?: string;
  /** A kind with accommodations: its "Still true?" mutation. */
  checks?: EntryChecksSpec;
}

/** A kind with accommodations: which kind, and its "Still true?" mutation. */
export interface EntryChecksSpec {
  kind: AccommodatedKind;
  mutation: CheckAccommodations;
}

/**
 * The entry of the address's id, from the kind's detail query (for a reviewed kind, with the page, order
 * and "people like me" of its reviews), toasting a failure to load it or its absence.
 */
function useEntryDetail<E extends DetailEntry>({ ui, query }: EntryDetailSpec<E>) {
  const id = Number(useParams().id);
  const [reviewsPage, onPage] = useReviewsPage();
  const [order, onOrder] = useReviewsOrder();
  const [likeMe, onLikeMe] = useReviewsLikeMe();
  // "People like me" reads the reader's needs: asked only of someone signed in.
  const signedIn = useSession().currentUser !== null;
  const reviewsLikeMe = likeMe && signedIn;
  const variables = 'kind' in ui ? { id, reviewsPage, reviewsOrder: order, reviewsLikeMe } : { id };
  const { data, previousData, loading, error, refetch } = useQuery(query, {
    variables,
    skip: !Number.isInteger(id),
    fetchPolicy: 'cache-and-network',
  });
  // Another page or order of the reviews keeps the entry on screen while it loads, so focus stays
  // on the control that asked for it.
  const entry = data ? data.entry : previousData?.entry?.id === id ? previousData.entry : undefined;
  const missing = !loading && !error && entry === null;
  useEffect(() => {
    if (error) toastError(ui.loadFailed);
    else if (missing && ui.notFound) toastError(ui.notFound);
  }, [error, missing, ui]);
  const view: ReviewsView = { order, onOrder, likeMe: reviewsLikeMe, onLikeMe, onPage };
  return { entry, loading, failed: !!error, refetch, view };
}

/** No such entry, or it could not be loaded: said as the page's heading, with the way back to the list. */
function EntryMissing({ ui, title, failed }: { ui: EntryUi; title: string; failed: boolean }) {
  return (
    <>
      <PageHead title={title} description={`${ui.label} not found.`} />
      <StateMessage
        as="h1"
        icon="search"
        title={failed ? ui.loadFailed : (ui.notFound ?? `${ui.label} not found.`)}
        action={<LinkButton to={ui.path}>{UI.goBack}</LinkButton>}
      />
    </>
  );
}

/**
 * What an entry with accommodations offers: a note to send ahead, saving it to one's lists, one's needs
 * checked against it (signed in), and "Still true?".
 */
function EntryChecks({ checks, entry, signedIn }: { checks: EntryChecksSpec; entry: DetailEntry; signedIn: boolean }) {
  return (
    <>
      <NoteAhead
        kind={checks.kind}
        name={entry.name}
        email={typeof entry.email === 'string' ? entry.email : null}
        signedIn={signedIn}
      />
      {signedIn && <WatchButton kind={checks.kind} entryId={entry.id} />}
      <SaveToLists kind={checks.kind} entryId={entry.id} signedIn={signedIn} />
      {signedIn && <NeedsChecklist kind={checks.kind} status={entry.accommodationStatus ?? []} />}
      <StillTrue
        kind={checks.kind}
        entryId={entry.id}
        keys={entry.accommodations ?? []}
        mutation={checks.mutation}
        signedIn={signedIn}
      />
    </>
  );
}

export function EntryDetail<E extends DetailEntry>({ spec }: { spec: EntryDetailSpec<E> }) {
  const { ui, title, details, loginMessage, checks } = spec;
  const { entry, loading, failed, refetch, view } = useEntryDetail(spec);
  const { currentUser } = useSession();
  if (loading && !entry) return <Loading />;
  if (!entry) return <EntryMissing ui={ui} title={title} failed={failed} />;

  const level = permissionLevel(currentUser, entry.createdById ?? null);
  const reviewed = 'kind' in ui && entry.reviews ? { ui, reviews: entry.reviews } : null;
  const onChanged = () => void refetch();
  const photos =
    ui.photosAs && entry.photos ? { kind: ui.photosAs, entryId: entry.id, photos: entry.photos, onChanged } : undefined;
  return (
    <>
      <PageHead title={entry.name} description={(entry.description ?? entry.name).slice(0, 160)} />
      <Card className="entry-detail">
        <H1>{entry.name}</H1>
        {reviewed && <RatingStars rating={entry.rating} count={entry.reviewCount} />}
        <ReachLinks entry={entry} />
        <EntryNotices entry={entry} path={ui.path} />
        {level === 0 && loginMessage && (
          <Callout intent={Intent.PRIMARY} className="login-message">
            {loginMessage} <Link to="/login">{UI.login}</Link>
          </Callout>
        )}
        <DetailList rows={details(entry)} />
        {photos && <EntryPhotos {...photos} canAdd={canEdit(level)} />}
        {checks && <EntryChecks checks={checks} entry={entry} signedIn={!!currentUser} />}
        <MapPanel markers={markersOf([entry], ui.path)} label={`Map: where ${entry.name} is`} />
        <EntryActions spec={spec} ui={ui} entry={entry} level={level} reviewed={!!reviewed} onChanged={onChanged} />
      </Card>
      {reviewed && (
        <EntryReviews
          ui={reviewed.ui}
          entryId={entry.id}
          myReview={entry.myReview}
          reviews={reviewed.reviews}
          canReview={canEdit(level)}
          signedIn={!!currentUser}
          needsKind={checks?.kind}
          photos={photos}
          view={view}
          onSaved={onChanged}
        />
      )}
    </>
  );
}
