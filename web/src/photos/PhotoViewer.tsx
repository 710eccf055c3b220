/**
 * The large view of a set of photos: one photo at a time in a dialog, its caption as the image's
 * alt text and below it, what it shows and who added it. The arrow keys, the Previous and Next
 * buttons and a swipe move through the set (it wraps around); Escape closes. Its uploader,
 * moderators and administrators may delete it; anyone else signed in may report it.
 */
import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import {
  canDeletePhoto,
  canReportPhoto,
  PHOTO_REPORT_REASON_LABELS,
  PHOTO_REPORT_REASONS,
  PHOTO_SHOWS,
  PHOTO_SHOWS_LABELS,
  PHOTO_UI,
  photoReportSchema,
  photoSrcSet,
  type PhotoShows,
} from '@ffc/domain/photos';
import { reportDate } from '@ffc/domain/reports';
import { ConfirmButton } from '../ui/ConfirmButton';
import type { PhotoFieldsFragment } from '../gql/graphql';
import { useSession } from '../session/SessionContext';
import { useDialogFocus } from '../ui/dialogFocus';
import { RadioGroupField } from '../ui/fields';
import { SchemaForm } from '../ui/SchemaForm';
import { describeFailure, failureText, notifySaved, submissionErrors, submitTo, toastSuccess } from '../ui/toaster';
import { DeletePhotoMutation, ReportPhotoMutation } from './operations';

/** A horizontal move at least this long (CSS pixels), and longer than it is high, is a swipe. */
const SWIPE_MIN_PX = 40;

const REASONS = PHOTO_REPORT_REASONS.map((key) => ({ key, label: PHOTO_REPORT_REASON_LABELS[key] }));
const isShows = (value: string): value is PhotoShows => PHOTO_SHOWS.some((s) => s === value);
const showsLabel = (shows: string) => (isShows(shows) ? PHOTO_SHOWS_LABELS[shows] : shows);

/** Whether a key press belongs to a form control (the report's reasons move with the arrow keys too). */
const inControl = (target: EventTarget) =>
  target instanceof HTMLElement && target.closest('input, textarea, select, [role="radiogroup"]') !== null;

function ReportForm({ photo, onDone }: { photo: PhotoFieldsFragment; onDone: () => void }) {
  const [report] = useMutation(ReportPhotoMutation);
  const [refusal, setRefusal] = useState<string | null>(null);
  const onSubmit = async (values: { reason?: string }) => {
    setRefusal(null);
    try {
      await report({ variables: { id: photo.id, reason: values.reason ?? '' } });
      toastSuccess(PHOTO_UI.reported);
      onDone();
      return undefined;
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.fieldErrors.length) return submissionErrors(failure);
      setRefusal(
        failure.serverMessage && (failure.status === 400 || failure.status === 404 || failure.status === 429)
          ? failure.serverMessage
          : failureText(PHOTO_UI.reportTitle, error),
      );
      return undefined;
    }
  };
  return (
    <section className="photo-report" aria-label={PHOTO_UI.reportTitle}>
      {refusal && (
        <Callout intent={Intent.WARNING} role="alert">
          {refusal}
        </Callout>
      )}
      <SchemaForm<{ reason?: string }>
        schema={photoReportSchema}
        onSubmit={onSubmit}
        submitLabel={PHOTO_UI.reportSubmit}
        actions={<Button onClick={onDone}>{PHOTO_UI.cancel}</Button>}
      >
        <RadioGroupField name="reason" label={PHOTO_UI.reportReason} options={REASONS} />
      </SchemaForm>
    </section>
  );
}

/**
 * The arrow keys move through the set (to `go`'s index) wherever focus is in the dialog (its title bar's
 * Close too), but not in a form control, nor in the confirm dialog over it.
 */
function useArrowKeys(at: number | null, total: number, go: (index: number) => void) {
  useEffect(() => {
    if (at === null || total < 2) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('.photo-viewer') || inControl(event.target))
        return;
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (!step) return;
      event.preventDefault();
      go((at + step + total) % total);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [at, total, go]);
}

/** The pointer handlers by which a swipe moves through the set: a swipe to the left shows the next photo. */
function useSwipe(move: (step: 1 | -1) => void) {
  const swipe = useRef<{ x: number; y: number; pointer: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      swipe.current = { x: event.clientX, y: event.clientY, pointer: event.pointerId };
    },
    onPointerUp: (event: PointerEvent) => {
      const start = swipe.current;
      swipe.current = null;
      if (!start || start.pointer !== event.pointerId) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) move(dx < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      swipe.current = null;
    },
  };
}

/** The photo, its caption as its alt text and below it with what it shows and who added it, when. */
function PhotoFigure({ photo, move }: { photo: PhotoFieldsFragment; move: (step: 1 | -1) => void }) {
  const swipe = useSwipe(move);
  return (
    <figure className="photo-viewer-figure" {...swipe}>
      <img
        key={photo.id}
        className="photo-viewer-image"
        src={photo.urls.screen}
        srcSet={photoSrcSet(photo)}
        sizes="(max-width: 1000px) 100vw, 960px"
        width={photo.width}
        height={photo.height}
        alt={photo.caption}
        draggable={false}
        style={{ backgroundColor: photo.placeholder }}
      />
      <figcaption>
        <span className="photo-viewer-caption">{photo.caption}</span>
        <span className="photo-viewer-meta">
          {showsLabel(photo.shows)}
          {photo.reviewId !== null && ` · ${PHOTO_UI.onReview}`}
          {' · '}
          {PHOTO_UI.byline(photo.createdBy, reportDate(photo.createdDate))}
        </span>
      </figcaption>
    </figure>
  );
}

/** Delete for its uploader, moderators and administrators; Report for anyone else signed in, until they do. */
function PhotoActions({
  photo,
  reporting,
  onDelete,
  onReport,
}: {
  photo: PhotoFieldsFragment;
  /** The report form is open. */
  reporting: boolean;
  onDelete: () => Promise<unknown>;
  onReport: () => void;
}) {
  const { currentUser } = useSession();
  return (
    <>
      {canDeletePhoto(currentUser, photo) && (
        <ConfirmButton
          confirmLabel={PHOTO_UI.delete}
          onConfirm={onDelete}
          what={`${PHOTO_UI.deleteWhat} (${photo.caption})`}
        >
          {PHOTO_UI.delete}
        </ConfirmButton>
      )}
      {canReportPhoto(currentUser, photo) && !reporting && (
        <Button icon="flag" onClick={onReport}>
          {PHOTO_UI.report}
        </Button>
      )}
    </>
  );
}

/** The viewer's content for one photo: the photo, the keys' hint, the report form while open, its actions, paging. */
function PhotoPanel({
  photo,
  total,
  reporting,
  onReporting,
  move,
  onDelete,
}: {
  photo: PhotoFieldsFragment;
  /** How many photos the set has. */
  total: number;
  /** The report form is open. */
  reporting: boolean;
  onReporting: (open: boolean) => void;
  move: (step: 1 | -1) => void;
  onDelete: () => Promise<unknown>;
}) {
  return (
    <div className="photo-viewer-content">
      {/* Not a scrolling box of its own (nothing in it could take focus to scroll it):
          the overlay scrolls instead. */}
      <DialogBody useOverflowScrollContainer={false}>
        <PhotoFigure photo={photo} move={move} />
        <p className="photo-viewer-keys">{PHOTO_UI.keys}</p>
        {reporting && <ReportForm photo={photo} onDone={() => onReporting(false)} />}
      </DialogBody>
      <DialogFooter
        actions={
          <PhotoActions photo={photo} reporting={reporting} onDelete={onDelete} onReport={() => onReporting(true)} />
        }
      >
        {total > 1 && (
          <div className="photo-viewer-nav">
            <Button icon="chevron-left" onClick={() => move(-1)}>
              {PHOTO_UI.previous}
            </Button>
            <Button className="photo-viewer-next" rightIcon="chevron-right" onClick={() => move(1)}>
              {PHOTO_UI.next}
            </Button>
          </div>
        )}
      </DialogFooter>
    </div>
  );
}

export function PhotoViewer({
  photos,
  index,
  onIndex,
  onClose,
  onChanged,
}: {
  photos: readonly PhotoFieldsFragment[];
  /** The photo shown; null while closed. */
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
  /** After a photo was deleted: the page fetches its photos again. */
  onChanged: () => void;
}) {
  const [remove] = useMutation(DeletePhotoMutation);
  const [reporting, setReporting] = useState<number | null>(null);
  const focus = useDialogFocus(
    (dialog) =>
      dialog.querySelector<HTMLElement>('.photo-viewer-next') ??
      dialog.querySelector<HTMLElement>('.bp6-dialog-close-button'),
  );
  const total = photos.length;
  // The set may shrink while open (a photo deleted): stay within it.
  const at = index === null || total === 0 ? null : Math.min(index, total - 1);
  const photo = at === null ? undefined : photos[at];
  const go = useCallback(
    (next: number) => {
      setReporting(null);
      onIndex(next);
    },
    [onIndex],
  );
  const move = (step: 1 | -1) => {
    if (at !== null && total >= 2) go((at + step + total) % total);
  };
  useArrowKeys(at, total, go);

  const deletePhoto = (target: PhotoFieldsFragment) =>
    submitTo(
      PHOTO_UI.label,
      () => remove({ variables: { id: target.id } }),
      () => {
        notifySaved(PHOTO_UI.label, 204);
        if (total <= 1) onClose();
        onChanged();
      },
    );

  return (
    <Dialog
      isOpen={photo !== undefined}
      onClose={() => {
        setReporting(null);
        onClose();
      }}
      title={at === null ? PHOTO_UI.heading : PHOTO_UI.position(at, total)}
      icon="media"
      className="photo-viewer"
      {...focus}
    >
      {photo && (
        <PhotoPanel
          photo={photo}
          total={total}
          reporting={reporting === photo.id}
          onReporting={(on) => setReporting(on ? photo.id : null)}
          move={move}
          onDelete={() => deletePhoto(photo)}
        />
      )}
    </Dialog>
  );
}
