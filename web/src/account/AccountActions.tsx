/**
 * A person's own data, on the profile page: "Download my data" (a JSON file of
 * everything stored about them) and "Delete my account" (with the password and a confirm).
 */
import { Button, Callout, Dialog, DialogBody, Intent } from '@blueprintjs/core';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { M, UI } from '@ffc/domain/messages';
import { LABELS } from '@ffc/domain/toasts';
import { deleteAccountSchema } from '@ffc/domain/users';
import { useSession } from '../session/SessionContext';
import { useDialogFocus } from '../ui/dialogFocus';
import { TextField } from '../ui/fields';
import { SchemaForm } from '../ui/SchemaForm';
import { describeFailure, notifyFailure, submissionErrors, toastError, toastSuccess } from '../ui/toaster';
import { DeleteMyAccountMutation, ExportMyDataQuery } from './operations';

/** Saves a text as a file the browser downloads. */
function download(text: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function AccountActions({ username }: { username: string }) {
  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [remove] = useMutation(DeleteMyAccountMutation);
  const { loggedOut } = useSession();
  const navigate = useNavigate();
  const focus = useDialogFocus((dialog) => dialog.querySelector<HTMLElement>('input'));

  const exportData = async () => {
    setExporting(true);
    try {
      const { data } = await client.query({ query: ExportMyDataQuery, fetchPolicy: 'network-only' });
      if (data) download(data.exportMyData, `fragrance-free-community-${username}.json`);
    } catch (error) {
      notifyFailure(LABELS.profile, error);
    } finally {
      setExporting(false);
    }
  };

  // The session is forgotten once this page has given way to the home page: forgetting it first
  // would send the profile page's login guard to /login instead.
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (!deleted.current) return;
      loggedOut(M.accountDeleted);
      void client.clearStore();
    },
    [loggedOut, client],
  );

  async function onDelete({ password }: { password: string }) {
    try {
      await remove({ variables: { password } });
    } catch (error) {
      // A wrong password is said at its field; a refusal of the whole act (the last administrator,
      // too many guesses) in the server's words; anything else by the shared handler.
      const failure = describeFailure(error);
      if (failure.fieldErrors.length) return submissionErrors(failure);
      if ((failure.status === 400 || failure.status === 429) && failure.serverMessage)
        toastError(failure.serverMessage);
      else notifyFailure(LABELS.profile, error);
      return undefined;
    }
    deleted.current = true;
    setDeleting(false);
    toastSuccess(M.accountDeleted);
    void navigate('/');
    return undefined;
  }

  return (
    <>
      <Button icon="download" onClick={() => void exportData()} loading={exporting}>
        {UI.downloadMyData}
      </Button>
      <Button icon="trash" intent={Intent.DANGER} onClick={() => setDeleting(true)}>
        {UI.deleteMyAccount}
      </Button>
      <Dialog isOpen={deleting} onClose={() => setDeleting(false)} title={UI.deleteMyAccount} icon="trash" {...focus}>
        <DialogBody>
          <Callout intent={Intent.WARNING} className="form-error-summary">
            Your account, your sign-ins and your reviews are deleted, and the ratings they counted in are recounted.
            Businesses, homes, products, groups and tickets you added stay, shown as added by a {UI.deletedUser}.{' '}
            {UI.confirmIrreversible}
          </Callout>
          <SchemaForm<{ password: string }>
            schema={deleteAccountSchema}
            onSubmit={onDelete}
            submitLabel={UI.deleteMyAccount}
            actions={<Button onClick={() => setDeleting(false)}>Cancel</Button>}
          >
            <TextField name="password" label="Your password" type="password" autoComplete="current-password" />
          </SchemaForm>
        </DialogBody>
      </Dialog>
    </>
  );
}
