/**
 * The detail screen every kind shares: the entry's fields, Edit for logged-in visitors, Delete (with
 * confirm) for the creator, moderators and administrators; for reviewed kinds also the average
 * rating, the paged reviews and Add Review in a modal that closes and reloads the page on success.
 */
import { AnchorButton, Button, Callout, Card, Checkbox, H1, H2, Intent } from '@blueprintjs/core';
import type { TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { type AccommodatedKind } from '@ffc/domain/accommodations';
import { directionsUrl, telHref } from '@ffc/domain/contact';
import { M, UI, REPORT } from '@ffc/domain/messages';
import { canDelete, canEdit, permissionLevel, type PermissionLevel } from '@ffc/domain/roles';
import { type ReviewOrder } from '@ffc/domain/votes';
import type { PhotoFieldsFragment, ReviewFieldsFragment } from '../gql/graphql';
import { EntryPhotos } from '../photos/EntryPhotos';
import { ReviewDialog } from '../reviews/ReviewDialog';
import { ReviewsList } from '../reviews/ReviewsList';
import { ReviewsOrderSelect } from '../reviews/ReviewsOrderSelect';
import { useSession } from '../session/SessionContext';
import { NeedsChecklist } from '../needs/NeedsChecklist';
import { SaveToLists } from '../myPlaces/SaveToLists';
import { NoteAhead } from '../needs/NoteAhead';
import type { AccommodationStatus } from '@ffc/domain/checks';
import { LinkButton } from '../ui/LinkButton';
import { DetailList } from '../ui/DetailList';
import { MapPanel, markersOf } from '../map/MapPanel';
import { Loading } from '../ui/Loading';
import { PageHead } from '../ui/PageHead';
import { notifySaved, submitTo, toastError, toastSuccess } from '../ui/toaster';
import { ConfirmButton } from '../ui/ConfirmButton';
import { addressLines, type PostalAddress } from '../ui/detailRows';
import { editPath, historyPath, reviewPath, type EntryUi, type ReviewedUi } from '../kinds/entryUi';
import type { PageInfo } from '../ui/Paging';
import { RatingStars } from '../ui/RatingStars';
import { useReviewsLikeMe, useReviewsOrder, useReviewsPage } from './useReviewsPage';
import { NEEDS_TEXT } from '@ffc/domain/needs';
import { StateMessage } from '../ui/StateMessage';
import { EntryNotices, type Closable } from '../reports/EntryNotices';
import { ReportChange } from '../reports/ReportChange';
import { StillTrue, type CheckAccommodations } from './StillTrue';

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

/** What a kind's detail screen is, as one module constant per kind: its texts, query, delete and rows. */
export interface EntryDetailSpec<E extends DetailEntry> {
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
  remove: TypedDocumentNode<unknown, { id: number }>;
  /** The detail rows (see `detailRows`, which checks that every field has one). */
  details: (entry: E) => readonly [string, ReactNode][];
  /** The confirm dialog's button, e.g. Delete Group. */
  deleteLabel?: string;
  /** The page's delete button, e.g. Delete Ticket. */
  deleteButton?: string;
  /** Who is offered Delete, by permission level (default: level 2 and up). */
  mayDelete?: (level: PermissionLevel) => boolean;
  /** Shown to anonymous visitors. */
  loginMessage?: string;
  /** A kind with accommodations: its "Still true?" mutation. */
  checks?: { kind: AccommodatedKind; mutation: CheckAccommodations };
  /** Moderators close or reopen it (kinds that can close). */
  setClosed?: TypedDocumentNode<unknown, { id: number; closed: boolean }>;
}

/** A moderator's direct close or reopen of an entry (reports are resolved from the queue). */
function CloseButton({
  mutation,
  entry,
  label,
  onDone,
}: {
  mutation: TypedDocumentNode<unknown, { id: number; closed: boolean }>;
  entry: { id: number; name: string; closed?: boolean | null };
  label: string;
  onDone: () => void;
}) {
  const [setClosed] = useMutation(mutation);
  const closing = !entry.closed;
  const act = () =>
    submitTo(
      label,
      () => setClosed({ variables: { id: entry.id, closed: closing } }),
      () => {
        toastSuccess(closing ? REPORT.closedNow : REPORT.reopened);
        onDone();
      },
    );
  // Reversible (Reopen undoes it), so no confirm dialog.
  return (
    <Button
      icon={closing ? 'disable' : 'undo'}
      intent={closing ? Intent.WARNING : Intent.NONE}
      onClick={() => void act()}
    >
      {closing ? REPORT.markClosed : REPORT.reopen}
    </Button>
  );
}

export function EntryDetail<E extends DetailEntry>({ spec }: { spec: EntryDetailSpec<E> }) {
  const {
    ui,
    title,
    details,
    deleteLabel = 'Delete',
    deleteButton = 'Delete',
    mayDelete = canDelete,
    loginMessage,
  } = spec;
  const id = Number(useParams().id);
  const [reviewsPage, onReviewsPage] = useReviewsPage();
  const [reviewsOrder, onReviewsOrder] = useReviewsOrder();
  const [likeMe, onLikeMe] = useReviewsLikeMe();
  // "People like me" reads the reader's needs: asked only of someone signed in.
  const signedIn = useSession().currentUser !== null;
  const reviewsLikeMe = likeMe && signedIn;
  const variables = 'kind' in ui ? { id, reviewsPage, reviewsOrder, reviewsLikeMe } : { id };
  const { data, previousData, loading, error, refetch } = useQuery(spec.query, {
    variables,
    skip: !Number.isInteger(id),
    fetchPolicy: 'cache-and-network',
  });
  const [removeEntry] = useMutation(spec.remove);
  const onDelete = (entryId: number) => removeEntry({ variables: { id: entryId } });
  // Another page or order of the reviews keeps the entry on screen while it loads, so focus stays
  // on the control that asked for it.
  const entry = data ? data.entry : previousData?.entry?.id === id ? previousData.entry : undefined;
  const { currentUser, showModeratorPage, showAdminPage } = useSession();
  const navigate = useNavigate();
  /** The review dialog: closed, adding a review, or editing the person's own. */
  const [dialog, setDialog] = useState<'closed' | 'add' | 'edit'>('closed');
  const missing = !loading && !error && entry === null;
  useEffect(() => {
    if (error) toastError(ui.loadFailed);
    else if (missing && ui.notFound) toastError(ui.notFound);
  }, [error, missing, ui]);
  // Once a review is saved, Add Review gives way to the link to it: focus follows, rather than
  // falling to the page's top with the button it was on.
  const yourReview = useRef<HTMLAnchorElement>(null);
  const reviewedNow = useRef(false);
  const myReviewId = entry?.myReview?.id;
  useEffect(() => {
    if (!reviewedNow.current || !myReviewId) return;
    reviewedNow.current = false;
    yourReview.current?.focus();
  }, [myReviewId]);

  if (loading && !entry) return <Loading />;
  if (!entry) {
    return (
      <>
        <PageHead title={title} description={`${ui.label} not found.`} />
        <StateMessage
          as="h1"
          icon="search"
          title={error ? ui.loadFailed : (ui.notFound ?? `${ui.label} not found.`)}
          action={<LinkButton to={ui.path}>Go Back</LinkButton>}
        />
      </>
    );
  }

  const level = permissionLevel(currentUser, entry.createdById ?? null);
  const reviewed = 'kind' in ui && entry.reviews ? { ui, reviews: entry.reviews } : null;
  const remove = () =>
    submitTo(
      ui.label,
      () => onDelete(entry.id),
      () => {
        notifySaved(ui.label, 204);
        void navigate(ui.path);
      },
    );

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
            {loginMessage} <Link to="/login">Login</Link>
          </Callout>
        )}
        <DetailList rows={details(entry)} />
        {ui.photosAs && entry.photos && (
          <EntryPhotos
            kind={ui.photosAs}
            entryId={entry.id}
            photos={entry.photos}
            canAdd={canEdit(level)}
            onChanged={() => void refetch()}
          />
        )}
        {spec.checks && (
          <NoteAhead
            kind={spec.checks.kind}
            name={entry.name}
            email={typeof entry.email === 'string' ? entry.email : null}
            signedIn={!!currentUser}
          />
        )}
        {spec.checks && <SaveToLists kind={spec.checks.kind} entryId={entry.id} signedIn={!!currentUser} />}
        {spec.checks && currentUser && (
          <NeedsChecklist kind={spec.checks.kind} status={entry.accommodationStatus ?? []} />
        )}
        {spec.checks && (
          <StillTrue
            kind={spec.checks.kind}
            entryId={entry.id}
            keys={entry.accommodations ?? []}
            mutation={spec.checks.mutation}
            signedIn={!!currentUser}
          />
        )}
        <MapPanel markers={markersOf([entry], ui.path)} label={`Map: where ${entry.name} is`} />
        <div className="form-actions">
          {canEdit(level) && (
            <LinkButton to={editPath(ui, entry.id)} intent={Intent.PRIMARY}>
              Edit
            </LinkButton>
          )}
          {mayDelete(level) && (
            <ConfirmButton
              confirmLabel={deleteLabel}
              onConfirm={remove}
              what={entry.name}
              detail={reviewed ? <p>Its reviews will be deleted too.</p> : undefined}
            >
              {deleteButton}
            </ConfirmButton>
          )}
          {ui.historyKind && <LinkButton to={historyPath(ui, entry.id)}>{UI.history.link}</LinkButton>}
          {spec.setClosed && (showModeratorPage || showAdminPage) && (
            <CloseButton mutation={spec.setClosed} entry={entry} label={ui.label} onDone={() => void refetch()} />
          )}
          {ui.reportAs && <ReportChange kind={ui.reportAs} entryId={entry.id} onReported={() => void refetch()} />}
          <LinkButton to={ui.path}>Go Back</LinkButton>
        </div>
      </Card>
      {reviewed && (
        <section aria-labelledby="reviews-heading" className="reviews">
          <div className="list-header">
            <H2 id="reviews-heading">Reviews</H2>
            {canEdit(level) &&
              (entry.myReview ? (
                // One review per person: say so before they write a second, and lead to the first.
                <p className="already-reviewed">
                  <span>{M.alreadyReviewed}</span>{' '}
                  <Link ref={yourReview} to={reviewPath(reviewed.ui, entry.id, entry.myReview.id)}>
                    {UI.yourReview}
                  </Link>{' '}
                  <Button icon="edit" intent={Intent.PRIMARY} onClick={() => setDialog('edit')}>
                    {UI.editYourReview}
                  </Button>
                </p>
              ) : (
                <Button icon="plus" intent={Intent.PRIMARY} onClick={() => setDialog('add')}>
                  Add Review
                </Button>
              ))}
          </div>
          {reviewed.reviews.totalElements > 1 && <ReviewsOrderSelect order={reviewsOrder} onOrder={onReviewsOrder} />}
          {currentUser && (
            <Checkbox
              className="reviews-like-me"
              label={NEEDS_TEXT.likeMe}
              checked={reviewsLikeMe}
              onChange={(event) => onLikeMe(event.currentTarget.checked)}
            />
          )}
          <ReviewsList
            needsKind={spec.checks?.kind}
            emptyTitle={reviewsLikeMe ? NEEDS_TEXT.noneLikeMe : undefined}
            reviews={reviewed.reviews}
            reviewPath={(r) => reviewPath(reviewed.ui, entry.id, r.id)}
            onPage={onReviewsPage}
            photos={
              ui.photosAs && entry.photos
                ? { kind: ui.photosAs, entryId: entry.id, photos: entry.photos, onChanged: () => void refetch() }
                : undefined
            }
          />
        </section>
      )}
      {/* Kept mounted while closed, so it can give focus back to its opener when it closes. */}
      {reviewed && (
        <ReviewDialog
          kind={reviewed.ui.kind}
          parentId={entry.id}
          review={dialog === 'edit' ? (entry.myReview ?? undefined) : undefined}
          isOpen={dialog !== 'closed'}
          onClose={() => setDialog('closed')}
          onSaved={() => {
            reviewedNow.current = true;
            setDialog('closed');
            void refetch();
          }}
        />
      )}
    </>
  );
}
