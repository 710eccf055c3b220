/**
 * /moderation/reports: the moderators' queue of reports of a change, oldest first, each with a link
 * to its entry and Resolve, which opens the resolution form (edited, closed, merged into another
 * entry, or dismissed; an optional note for the reporter's mail). A report of a photo shows the
 * photo and is resolved by deleting it (Delete photo) or by dismissing the report.
 */
import { Button, Dialog, DialogBody, H1, Intent } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useField } from 'react-final-form';
import { pageFromUrl, pageToUrl } from '@ffc/domain/entries';
import { REPORT, UI } from '@ffc/domain/messages';
import { PHOTO_REPORT_REASON_LABELS, PHOTO_REPORT_REASONS, PHOTO_UI, type PhotoReportReason } from '@ffc/domain/photos';
import {
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_RESOLUTION_LABELS,
  REPORT_RESOLUTIONS,
  reportDate,
  resolveReportSchema,
  type ReportReason,
} from '@ffc/domain/reports';
import { ConfirmButton } from '../ui/ConfirmButton';
import { DeletePhotoMutation } from '../photos/operations';
import { RequireRole } from '../account/RequireRole';
import type { ReportsQuery as Result } from '../gql/graphql';
import { useDialogFocus } from '../ui/dialogFocus';
import { RadioGroupField, TextField } from '../ui/fields';
import { Loading } from '../ui/Loading';
import { PagedTable } from '../ui/PagedTable';
import { PageHead } from '../ui/PageHead';
import { SchemaForm } from '../ui/SchemaForm';
import { StateMessage } from '../ui/StateMessage';
import { notifyFailure, notifySaved, submissionErrors, submitTo, toastSuccess } from '../ui/toaster';
import { ReportsQuery, ResolveReportMutation } from './operations';

type Row = Result['page']['content'][number];

const RESOLUTIONS = REPORT_RESOLUTIONS.map((key) => ({ key, ...REPORT_RESOLUTION_LABELS[key] }));
const isEntryReason = (reason: string): reason is ReportReason => REPORT_REASONS.some((r) => r === reason);
const isPhotoReason = (reason: string): reason is PhotoReportReason => PHOTO_REPORT_REASONS.some((r) => r === reason);

/** A reason as the form offered it: a report of a change's, or a photo report's. */
function reasonLabel(reason: string): string {
  if (isEntryReason(reason)) return REPORT_REASON_LABELS[reason].label;
  if (isPhotoReason(reason)) return PHOTO_REPORT_REASON_LABELS[reason];
  return reason;
}

/** A photo report's actions: delete the photo (which resolves the report), or dismiss the report. */
function PhotoReportActions({
  report,
  onDone,
}: {
  report: Row & { photo: NonNullable<Row['photo']> };
  onDone: () => void;
}) {
  const [remove] = useMutation(DeletePhotoMutation);
  const [resolve] = useMutation(ResolveReportMutation);
  const what = `${PHOTO_UI.deleteWhat} (${report.photo.caption})`;
  return (
    <span className="form-actions">
      <ConfirmButton
        confirmLabel={PHOTO_UI.delete}
        what={what}
        buttonLabel={`${PHOTO_UI.delete}: ${report.photo.caption}`}
        onConfirm={() =>
          submitTo(
            PHOTO_UI.label,
            () => remove({ variables: { id: report.photo.id } }),
            () => {
              notifySaved(PHOTO_UI.label, 204);
              onDone();
            },
          )
        }
      >
        {PHOTO_UI.delete}
      </ConfirmButton>
      <Button
        aria-label={`${PHOTO_UI.dismiss}: ${report.photo.caption}, ${reasonLabel(report.reason)}`}
        onClick={() =>
          void submitTo(
            REPORT.resolve,
            () => resolve({ variables: { id: report.id, resolution: 'dismissed', note: null, mergedIntoId: null } }),
            () => {
              toastSuccess(PHOTO_UI.dismissed);
              onDone();
            },
          )
        }
      >
        {PHOTO_UI.dismiss}
      </Button>
    </span>
  );
}

interface ResolveValues {
  resolution?: string;
  note?: string | null;
  mergedIntoId?: string | null;
}

/** The id of the entry it duplicates: asked for only when merging. */
function MergeTargetField() {
  const { input } = useField<string>('resolution', { subscription: { value: true } });
  if (input.value !== 'merged') return null;
  return <TextField name="mergedIntoId" label={REPORT.mergedIntoId} type="number" />;
}

function ResolveDialog({
  report,
  onClose,
  onResolved,
}: {
  report: Row | null;
  onClose: () => void;
  onResolved: () => void;
}) {
  const [resolve] = useMutation(ResolveReportMutation);
  const focus = useDialogFocus((dialog) => dialog.querySelector<HTMLElement>('input[type="radio"]'));
  const onSubmit = async (values: ResolveValues) => {
    if (!report) return undefined;
    const mergedIntoId = values.resolution === 'merged' && values.mergedIntoId ? Number(values.mergedIntoId) : null;
    try {
      await resolve({
        variables: { id: report.id, resolution: values.resolution ?? '', note: values.note || null, mergedIntoId },
      });
      toastSuccess(REPORT.resolved);
      onResolved();
      return undefined;
    } catch (error) {
      return submissionErrors(notifyFailure(REPORT.resolve, error));
    }
  };
  return (
    <Dialog
      isOpen={report !== null}
      onClose={onClose}
      title={report ? `${REPORT.resolve}: ${report.entryName ?? report.entryKind}` : REPORT.resolve}
      icon="tick"
      {...focus}
    >
      <DialogBody>
        {report && (
          <SchemaForm<ResolveValues>
            schema={resolveReportSchema}
            onSubmit={onSubmit}
            submitLabel={REPORT.resolve}
            actions={<Button onClick={onClose}>{REPORT.cancel}</Button>}
          >
            <p>
              {reasonLabel(report.reason)}
              {report.text ? `: ${report.text}` : ''}
            </p>
            <RadioGroupField name="resolution" label={REPORT.resolution} options={RESOLUTIONS} />
            <MergeTargetField />
            <TextField name="note" label={REPORT.note} multiline />
          </SchemaForm>
        )}
      </DialogBody>
    </Dialog>
  );
}

function ReportQueue() {
  const [params, setParams] = useSearchParams();
  const page = pageFromUrl(params.get('page'));
  const { data, loading, error, refetch } = useQuery(ReportsQuery, {
    variables: { status: 'open', page },
    fetchPolicy: 'cache-and-network',
  });
  const [resolving, setResolving] = useState<Row | null>(null);
  useEffect(() => {
    if (error) notifyFailure(REPORT.queue, error);
  }, [error]);
  const reports = data?.page;
  const afterResolved = () => {
    void refetch();
    // Its row is gone: focus goes to the queue's heading rather than to nowhere.
    requestAnimationFrame(() => document.getElementById('reports-heading')?.focus());
  };
  if (loading && !reports) return <Loading />;
  if (!reports) return <StateMessage as="p" icon="error" title={REPORT.queueLoadFailed} />;
  return (
    <>
      {reports.content.length === 0 ? (
        <StateMessage as="p" icon="clean" title={REPORT.queueEmpty} />
      ) : (
        <PagedTable
          page={reports}
          headers={[
            REPORT.queueHeaders.reported,
            REPORT.queueHeaders.entry,
            REPORT.queueHeaders.changed,
            REPORT.reporter,
            REPORT.queueHeaders.action,
          ]}
          rowKey={(r) => r.id}
          cells={(r) => [
            <time key="date" dateTime={r.createdDate}>
              {reportDate(r.createdDate)}
            </time>,
            r.photo ? (
              <span key="entry" className="report-photo">
                <img
                  className="row-thumb"
                  src={r.photo.urls.thumb}
                  alt={r.photo.caption}
                  width={64}
                  height={64}
                  loading="lazy"
                  style={{ backgroundColor: r.photo.placeholder }}
                />
                <span>
                  {PHOTO_UI.reportedPhoto}:{' '}
                  <Link to={`/${r.entryKind}/${r.entryId}`}>{r.entryName ?? `#${r.entryId}`}</Link>
                </span>
              </span>
            ) : (
              <Link key="entry" to={`/${r.entryKind}/${r.entryId}`}>
                {r.entryName ?? `#${r.entryId}`}
              </Link>
            ),
            <span key="reason" className="report-reason">
              <strong>{reasonLabel(r.reason)}</strong>
              {r.text && <span className="report-text">{r.text}</span>}
            </span>,
            r.reporterUsername ?? UI.deletedUser,
            r.photo ? (
              <PhotoReportActions key="resolve" report={{ ...r, photo: r.photo }} onDone={afterResolved} />
            ) : (
              <Button
                key="resolve"
                intent={Intent.PRIMARY}
                onClick={() => setResolving(r)}
                aria-label={`${REPORT.resolve}: ${r.entryName ?? r.entryId}, ${reasonLabel(r.reason)}`}
              >
                {REPORT.resolve}
              </Button>
            ),
          ]}
          className="reports-table"
          onPage={(next) => setParams(next === 0 ? {} : { page: pageToUrl(next) })}
          pagingLabel="Report pages"
          label={REPORT.queue}
        />
      )}
      <ResolveDialog
        report={resolving}
        onClose={() => setResolving(null)}
        onResolved={() => {
          setResolving(null);
          afterResolved();
        }}
      />
    </>
  );
}

export default function ReportsPage() {
  return (
    <RequireRole role="moderator">
      <PageHead title={REPORT.queue} description={REPORT.queueDescription} />
      <H1 id="reports-heading" tabIndex={-1}>
        {REPORT.queue}
      </H1>
      <ReportQueue />
    </RequireRole>
  );
}
