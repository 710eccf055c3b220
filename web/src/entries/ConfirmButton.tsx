/** A destructive action behind the confirm dialog: "Are you sure you want to proceed? This action cannot be undone." */
import { Alert, Button, Intent } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { UI } from '@ffc/domain/messages';

export function ConfirmButton({
  children,
  confirmLabel,
  onConfirm,
  detail,
}: {
  children: ReactNode;
  /** The confirm button's text, e.g. Delete, Delete Group. */
  confirmLabel: string;
  onConfirm: () => Promise<unknown> | void;
  detail?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button intent={Intent.DANGER} icon="trash" onClick={() => setOpen(true)} loading={busy}>
        {children}
      </Button>
      <Alert
        isOpen={open}
        intent={Intent.DANGER}
        icon="trash"
        confirmButtonText={confirmLabel}
        cancelButtonText="Cancel"
        loading={busy}
        onCancel={() => setOpen(false)}
        onConfirm={async () => {
          setBusy(true);
          try {
            await onConfirm();
          } finally {
            setBusy(false);
            setOpen(false);
          }
        }}
      >
        <p>{UI.confirmIrreversible}</p>
        {detail}
      </Alert>
    </>
  );
}
