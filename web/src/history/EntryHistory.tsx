/**
 * An entry's History page (`/{kind}/{id}/history`), the same for every kind: its revisions newest
 * first, each with when, who (public username, or "deleted user"), what was done and every changed
 * field before → after. Moderators and administrators may set the entry back to any revision.
 */
import { Card, H1, H2, Intent, Tag } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { pageFromUrl, pageToUrl } from '@ffc/domain/entries';
import { UI } from '@ffc/domain/messages';
import type { EntryKind, HistoryQuery as HistoryData } from '../gql/graphql';
import { useSession } from '../session/SessionContext';
import { LinkButton } from '../ui/LinkButton';
import { Loading } from '../ui/Loading';
import { PageHead } from '../ui/PageHead';
import { StateMessage } from '../ui/StateMessage';
import { describeFailure, notifyFailure, toastError, toastSuccess } from '../ui/toaster';
import { ConfirmButton } from '../ui/ConfirmButton';
import type { EntryUi } from '../kinds/entryUi';
import { Paging } from '../ui/Paging';
import { HistoryEntryQuery, HistoryQuery, RevertEntryMutation } from './operations';
import { formatDayTime } from '@ffc/domain/text';

type Revision = HistoryData['history']['content'][number];

function RevisionCard({
  revision,
  mayRevert,
  onRevert,
}: {
  revision: Revision;
  mayRevert: boolean;
  onRevert: (revision: Revision) => Promise<void>;
}) {
  const headingId = `revision-${revision.id}`;
  return (
    <li>
      <Card className="revision">
        <H2 id={headingId} className="revision-title">
          <span>{revision.actionLabel}</span>{' '}
          <span className="revision-meta">
            {UI.history.by}{' '}
            {revision.actorId ? (
              <Link to={`/users/${revision.actorId}`}>{revision.actorUsername}</Link>
            ) : (
              revision.actorUsername
            )}
            , <time dateTime={revision.createdDate}>{formatDayTime(revision.createdDate)}</time>
          </span>
        </H2>
        <p className="revision-number">
          <Tag minimal>{UI.history.revisionNumber(revision.id)}</Tag>
          {revision.revertedTo != null && <span> {UI.history.revertedTo(revision.revertedTo)}</span>}
        </p>
        {revision.changes.length > 0 && (
          <ul className="revision-changes">
            {revision.changes.map((change) => (
              <li key={change.field} className="revision-change">
                <strong>{change.label}</strong>
                <div className="revision-values">
                  <span className="revision-before">
                    <span className="revision-value-label">{UI.history.before}: </span>
                    <del>{change.before}</del>
                  </span>
                  <span aria-hidden="true" className="revision-arrow">
                    {' → '}
                  </span>
                  <span className="revision-after">
                    <span className="revision-value-label">{UI.history.after}: </span>
                    <ins>{change.after}</ins>
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
        {mayRevert && (
          <div className="form-actions">
            <ConfirmButton
              icon="undo"
              intent={Intent.WARNING}
              confirmLabel={UI.history.revertConfirm}
              what={UI.history.revertWhat(revision.id)}
              message={UI.history.revertDetail}
              buttonLabel={`${UI.history.revert}: ${UI.history.revertWhat(revision.id)}`}
              onConfirm={() => onRevert(revision)}
            >
              {UI.history.revert}
            </ConfirmButton>
          </div>
        )}
      </Card>
    </li>
  );
}

export function EntryHistory({ ui, title }: { ui: EntryUi; title: string }) {
  const id = Number(useParams().id);
  // Every kind with a History page declares its kind (entryUi.ts).
  const kind: EntryKind = ui.historyKind ?? 'BUSINESS';
  const valid = Number.isInteger(id) && id > 0 && !!ui.historyKind;
  const [params, setParams] = useSearchParams();
  const page = pageFromUrl(params.get('page'));
  const { data, loading, error, refetch } = useQuery(HistoryQuery, {
    variables: { kind, id, page },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  const { data: entryData } = useQuery(HistoryEntryQuery, {
    variables: {
      id,
      business: kind === 'BUSINESS',
      home: kind === 'HOME',
      product: kind === 'PRODUCT',
      social: kind === 'SOCIAL',
    },
    skip: !valid,
  });
  const [revertEntry] = useMutation(RevertEntryMutation);
  const { showModeratorPage, showAdminPage } = useSession();
  const mayRevert = showModeratorPage || showAdminPage;
  useEffect(() => {
    if (error) notifyFailure(ui.label, error);
  }, [error, ui.label]);

  const entry = entryData?.business ?? entryData?.home ?? entryData?.product ?? entryData?.social;
  const heading = entry ? UI.history.title(entry.name) : title;
  const history = data?.history;
  const back = <LinkButton to={`${ui.path}/${id}`}>{UI.history.backToEntry}</LinkButton>;

  const revert = async (revision: Revision) => {
    try {
      await revertEntry({ variables: { kind, id, revision: revision.id } });
      toastSuccess(UI.history.reverted);
      await refetch();
    } catch (failure) {
      // A reference of that revision that is gone is named by the server; anything else is the shared toast.
      const fieldError = describeFailure(failure).fieldErrors[0];
      if (fieldError) toastError(fieldError.message);
      else notifyFailure(ui.label, failure);
    }
  };

  let body;
  if (!valid || (!loading && !history)) {
    const missing = !error || describeFailure(error).status === 404;
    body = (
      <StateMessage
        as="p"
        icon="error"
        title={missing ? `${ui.label} not found.` : UI.history.loadFailed}
        action={<LinkButton to={ui.path}>Go Back</LinkButton>}
      />
    );
  } else if (!history) {
    body = <Loading />;
  } else if (history.content.length === 0) {
    body = <StateMessage as="p" icon="history" title={UI.history.empty} />;
  } else {
    body = (
      <>
        <ol className="revisions" aria-label={heading}>
          {history.content.map((revision) => (
            <RevisionCard key={revision.id} revision={revision} mayRevert={mayRevert} onRevert={revert} />
          ))}
        </ol>
        <Paging
          page={history}
          onPage={(next) => setParams(next === 0 ? {} : { page: pageToUrl(next) })}
          label={UI.history.pages}
        />
      </>
    );
  }

  return (
    <>
      <PageHead title={heading} description={entry ? UI.history.description(entry.name) : title} />
      <div className="list-header">
        <H1>{heading}</H1>
        <div className="form-actions">{back}</div>
      </div>
      {body}
    </>
  );
}
