/**
 * /moderation: the moderation log for moderators and administrators, newest first: who
 * deleted or edited whose content, reverted which entry, changed whose roles, disabled or re-enabled
 * an account, reset a password.
 */
import { H1 } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { pageFromUrl, pageToUrl } from '@ffc/domain/entries';
import { UI } from '@ffc/domain/messages';
import {
  describeModeration,
  ENTRY_TARGET_PATHS,
  moderationActionNamed,
  type ModerationAction,
  type ModerationTarget,
} from '@ffc/domain/moderation';
import { RequireRole } from '../account/RequireRole';
import { PagedTable } from '../ui/PagedTable';
import { Loading } from '../ui/Loading';
import { PageHead } from '../ui/PageHead';
import { StateMessage } from '../ui/StateMessage';
import { notifyFailure } from '../ui/toaster';
import { ModerationLogQuery } from './operations';
import { formatDayTime } from '@ffc/domain/text';

/**
 * Where a line's target can still be seen: an account's page, an edited or reverted entry's history (a deleted entry
 * has none).
 */
function targetPath(kind: ModerationTarget, id: number, action: ModerationAction): string | undefined {
  if (kind === 'account') return `/users/${id}`;
  const entries = ENTRY_TARGET_PATHS[kind];
  return entries && (action === 'edited' || action === 'reverted') ? `${entries}/${id}/history` : undefined;
}

function ModerationLog() {
  const [params, setParams] = useSearchParams();
  const page = pageFromUrl(params.get('page'));
  const { data, loading, error } = useQuery(ModerationLogQuery, {
    variables: { page },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error) notifyFailure(UI.moderationLog, error);
  }, [error]);
  const log = data?.page;
  if (loading && !log) return <Loading />;
  if (!log) return <StateMessage as="p" icon="error" title="The moderation log could not be loaded." />;
  if (log.content.length === 0) return <StateMessage as="p" icon="clean" title="Nothing has been moderated yet." />;
  return (
    <PagedTable
      page={log}
      headers={['When', 'Who', 'What']}
      rowKey={(line) => line.id}
      cells={(line) => {
        const { targetKind, targetId, targetName, detail } = line;
        // GraphQL spells `roles-changed` as `roles_changed`: the domain's action from its name.
        const action = moderationActionNamed(line.action);
        const path = action && targetPath(targetKind, targetId, action);
        const what = action ? describeModeration({ action, targetKind, targetName, detail }) : line.action;
        return [
          formatDayTime(line.createdDate),
          line.actorId ? (
            <Link to={`/users/${line.actorId}`}>{line.actorUsername}</Link>
          ) : (
            (line.actorUsername ?? UI.deletedUser)
          ),
          path ? <Link to={path}>{what}</Link> : what,
        ];
      }}
      className="moderation-table"
      onPage={(next) => setParams(next === 0 ? {} : { page: pageToUrl(next) })}
      pagingLabel="Log pages"
      label={UI.moderationLog}
    />
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
