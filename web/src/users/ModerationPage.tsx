/**
 * /moderation (issue 15): the moderation log for moderators and administrators, newest first: who
 * deleted whose content, changed whose roles, disabled or re-enabled an account, reset a password.
 */
import { H1, HTMLTable } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { describeModeration, pageFromUrl, pageToUrl, UI, type ModerationAction, type ModerationTarget } from '@ffc/domain';
import { RequireRole } from '../account/RequireRole';
import { Paging } from '../entries/Paging';
import { Loading } from '../ui/Loading';
import { PageHead } from '../ui/PageHead';
import { StateMessage } from '../ui/StateMessage';
import { notifyFailure } from '../ui/toaster';
import { ModerationLogQuery } from './operations';

/** Where a line's target can still be seen: an account's page (a deleted entry has none). */
const targetPath = (kind: string, id: number) => (kind === 'account' ? `/users/${id}` : undefined);

function ModerationLog() {
  const [params, setParams] = useSearchParams();
  const page = pageFromUrl(params.get('page'));
  const { data, loading, error } = useQuery(ModerationLogQuery, { variables: { page }, fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (error) notifyFailure(UI.moderationLog, error);
  }, [error]);
  const log = data?.page;
  if (loading && !log) return <Loading />;
  if (!log) return <StateMessage as="p" icon="error" title="The moderation log could not be loaded." />;
  if (log.content.length === 0) return <StateMessage as="p" icon="clean" title="Nothing has been moderated yet." />;
  return (
    <>
      <div className="table-scroll">
        <HTMLTable striped className="entry-table moderation-table">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
            </tr>
          </thead>
          <tbody>
            {log.content.map((line) => {
              const path = targetPath(line.targetKind, line.targetId);
              const what = describeModeration({ action: line.action as ModerationAction, targetKind: line.targetKind as ModerationTarget, targetName: line.targetName, detail: line.detail });
              return (
                <tr key={line.id}>
                  <td>{new Date(line.createdDate).toLocaleString()}</td>
                  <td>{line.actorId ? <Link to={`/users/${line.actorId}`}>{line.actorUsername}</Link> : (line.actorUsername ?? UI.deletedUser)}</td>
                  <td>{path ? <Link to={path}>{what}</Link> : what}</td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      </div>
      <Paging page={log} onPage={(next) => setParams(next === 0 ? {} : { page: pageToUrl(next) })} />
    </>
  );
}

export default function ModerationPage() {
  return (
    <RequireRole role="moderator">
      <PageHead title={UI.moderationLog} description="Who did what to whose content or account." />
      <H1>{UI.moderationLog}</H1>
      <ModerationLog />
    </RequireRole>
  );
}
