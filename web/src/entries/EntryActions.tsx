/**
 * The buttons under an entry's details: Edit, Delete (with confirm), its history, a moderator's close
 * or reopen, reporting a change, and Go Back to the list; each offered to whom may use it.
 */
import { Button, Intent } from '@blueprintjs/core';
import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { REPORT, UI } from '@ffc/domain/messages';
import { canDelete, canEdit, type PermissionLevel } from '@ffc/domain/roles';
import { editPath, historyPath, type EntryUi } from '../kinds/entryUi';
import { ReportChange } from '../reports/ReportChange';
import { useSession } from '../session/SessionContext';
import { ConfirmButton } from '../ui/ConfirmButton';
import { LinkButton } from '../ui/LinkButton';
import { notifySaved, submitTo, toastSuccess } from '../ui/toaster';

/** What a kind's detail spec says of its actions (see EntryDetailSpec). */
export interface EntryActionsSpec {
  remove: TypedDocumentNode<unknown, { id: number }>;
  /** The confirm dialog's button, e.g. Delete Group. */
  deleteLabel?: string;
  /** The page's delete button, e.g. Delete Ticket. */
  deleteButton?: string;
  /** Who is offered Delete, by permission level (default: level 2 and up). */
  mayDelete?: (level: PermissionLevel) => boolean;
  /** Moderators close or reopen it (kinds that can close). */
  setClosed?: TypedDocumentNode<unknown, { id: number; closed: boolean }>;
}

/** The entry as its actions need it. */
interface Acted {
  id: number;
  name: string;
  closed?: boolean | null;
}

/** A moderator's direct close or reopen of an entry (reports are resolved from the queue). */
function CloseButton({
  mutation,
  entry,
  label,
  onDone,
}: {
  mutation: TypedDocumentNode<unknown, { id: number; closed: boolean }>;
  entry: Acted;
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

export function EntryActions({
  spec: { remove, deleteLabel = 'Delete', deleteButton = 'Delete', mayDelete = canDelete, setClosed },
  ui,
  entry,
  level,
  reviewed,
  onChanged,
}: {
  spec: EntryActionsSpec;
  ui: EntryUi;
  entry: Acted;
  /** The reader's permission level on this entry. */
  level: PermissionLevel;
  /** It has reviews, which are deleted with it. */
  reviewed: boolean;
  /** After it was closed, reopened or reported: the page fetches it again. */
  onChanged: () => void;
}) {
  const { showModeratorPage, showAdminPage } = useSession();
  const navigate = useNavigate();
  const [removeEntry] = useMutation(remove);
  const onDelete = () =>
    submitTo(
      ui.label,
      () => removeEntry({ variables: { id: entry.id } }),
      () => {
        notifySaved(ui.label, 204);
        void navigate(ui.path);
      },
    );
  return (
    <div className="form-actions">
      {canEdit(level) && (
        <LinkButton to={editPath(ui, entry.id)} intent={Intent.PRIMARY}>
          Edit
        </LinkButton>
      )}
      {mayDelete(level) && (
        <ConfirmButton
          confirmLabel={deleteLabel}
          onConfirm={onDelete}
          what={entry.name}
          detail={reviewed ? <p>{UI.reviewsDeletedToo}</p> : undefined}
        >
          {deleteButton}
        </ConfirmButton>
      )}
      {ui.historyKind && <LinkButton to={historyPath(ui, entry.id)}>{UI.history.link}</LinkButton>}
      {setClosed && (showModeratorPage || showAdminPage) && (
        <CloseButton mutation={setClosed} entry={entry} label={ui.label} onDone={onChanged} />
      )}
      {ui.reportAs && <ReportChange kind={ui.reportAs} entryId={entry.id} onReported={onChanged} />}
      <LinkButton to={ui.path}>{UI.goBack}</LinkButton>
    </div>
  );
}
