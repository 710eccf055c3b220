/**
 * "Report a change" on an entry's page: a button opening a dialog with the preset reasons and an
 * optional text. Anonymous visitors get a link to log in instead. A refusal (already reported, the
 * day's limit) is said at the form.
 */
import { Button, Callout, Dialog, DialogBody, Intent } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { REPORT } from '@ffc/domain/messages';
import { REPORT_REASON_LABELS, REPORT_REASONS, reportSchema, type ReportableKind } from '@ffc/domain/reports';
import { useSession } from '../session/SessionContext';
import { useDialogFocus } from '../ui/dialogFocus';
import { RadioGroupField, TextField } from '../ui/fields';
import { SchemaForm } from '../ui/SchemaForm';
import { describeFailure, failureText, submissionErrors, toastSuccess } from '../ui/toaster';
import { ReportEntryMutation } from './operations';

const REASONS = REPORT_REASONS.map((key) => ({ key, label: REPORT_REASON_LABELS[key].label }));

interface ReportValues {
  reason?: string;
  text?: string | null;
}

export function ReportChange({
  kind,
  entryId,
  onReported,
}: {
  kind: ReportableKind;
  entryId: number;
  onReported: () => void;
}) {
  const { currentUser } = useSession();
  const [isOpen, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [report] = useMutation(ReportEntryMutation);
  const focus = useDialogFocus((dialog) => dialog.querySelector<HTMLElement>('input[type="radio"]'));
  if (!currentUser) {
    return (
      <Link to="/login" className="report-login">
        {REPORT.loginToReport}
      </Link>
    );
  }
  const close = () => {
    setOpen(false);
    setRefusal(null);
  };
  const onSubmit = async (values: ReportValues) => {
    setRefusal(null);
    try {
      await report({ variables: { kind, id: entryId, reason: values.reason ?? '', text: values.text || null } });
      toastSuccess(REPORT.sent);
      close();
      onReported();
      return undefined;
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.fieldErrors.length) return submissionErrors(failure);
      setRefusal(
        failure.serverMessage && (failure.status === 400 || failure.status === 429)
          ? failure.serverMessage
          : failureText(REPORT.title, error),
      );
      return undefined;
    }
  };
  return (
    <>
      <Button icon="flag" onClick={() => setOpen(true)}>
        {REPORT.button}
      </Button>
      <Dialog isOpen={isOpen} onClose={close} title={REPORT.title} icon="flag" {...focus}>
        <DialogBody>
          <p>{REPORT.intro}</p>
          {refusal && (
            <Callout intent={Intent.WARNING} role="alert" className="report-refusal">
              {refusal}
            </Callout>
          )}
          <SchemaForm<ReportValues>
            schema={reportSchema}
            onSubmit={onSubmit}
            submitLabel={REPORT.submit}
            actions={<Button onClick={close}>{REPORT.cancel}</Button>}
          >
            <RadioGroupField name="reason" label={REPORT.reason} options={REASONS} />
            <TextField name="text" label={REPORT.text} helperText={REPORT.textHelp} multiline />
          </SchemaForm>
        </DialogBody>
      </Dialog>
    </>
  );
}
