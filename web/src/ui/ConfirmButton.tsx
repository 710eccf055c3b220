/**
 * A destructive action behind the confirm dialog: "Are you sure you want to proceed? This action
 * cannot be undone." (or what `message` says, for one that can be undone, like a revert). The dialog is named after
 * what it deletes, opens with focus on Cancel (so an
 * Enter meant for the button that opened it cannot delete), closes on Escape and gives focus back
 * to the button that opened it.
 */
import { Alert, Button, H2, Intent, type IconName } from '@blueprintjs/core';
import { useId, useState, type ReactNode } from 'react';
import { UI } from '@ffc/domain/messages';
import { useDialogFocus } from './dialogFocus';

export function ConfirmButton({
  children,
  confirmLabel,
  onConfirm,
  what,
  detail,
  icon = 'trash',
  intent = Intent.DANGER,
  message = UI.confirmIrreversible,
  buttonLabel,
}: {
  children: ReactNode;
  /** The confirm button's text, e.g. Delete, Delete Group. */
  confirmLabel: string;
  onConfirm: () => Promise<unknown> | void;
  /** What is being deleted, e.g. the business's name: the dialog's title says it. */
  what: string;
  detail?: ReactNode;
  /** The button's and the dialog's icon and intent: a delete's trash and danger by default. */
  icon?: IconName;
  intent?: Intent;
  /** The dialog's question. */
  message?: string;
  /** The button's accessible name when its text alone is ambiguous (it must contain the text). */
  buttonLabel?: string;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const textId = useId();
  // The safe choice: Blueprint's Alert renders Cancel as the footer button without an intent.
  const focus = useDialogFocus((dialog) =>
    dialog.querySelector<HTMLElement>('.bp6-alert-footer button:not([class*="bp6-intent-"])'),
  );
  return (
    <>
      <Button intent={intent} icon={icon} onClick={() => setOpen(true)} loading={busy} aria-label={buttonLabel}>
        {children}
      </Button>
      <Alert
        isOpen={open}
        intent={intent}
        icon={icon}
        confirmButtonText={confirmLabel}
        cancelButtonText="Cancel"
        loading={busy}
        canEscapeKeyCancel
        aria-labelledby={titleId}
        aria-describedby={textId}
        {...focus}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setBusy(true);
          void Promise.resolve(onConfirm()).finally(() => {
            setBusy(false);
            setOpen(false);
          });
        }}
      >
        <H2 id={titleId} className="confirm-title">
          {`${confirmLabel}: ${what}?`}
        </H2>
        <p id={textId}>{message}</p>
        {detail}
      </Alert>
    </>
  );
}
