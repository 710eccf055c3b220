/**
 * What an entry's page says about its state: "Permanently closed" (or merged, with a link to the
 * entry it was merged into) and a line for each open report of a change, by reason and date.
 */
import { Callout, Intent } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { REPORT } from '@ffc/domain/messages';
import { openReportLine, REPORT_REASONS, type ReportReason } from '@ffc/domain/reports';

export interface Closable {
  closed?: boolean | null;
  mergedInto?: { id: number; name: string } | null;
  openReports?: readonly { reason: string; createdDate: string }[] | null;
}

const isReason = (reason: string): reason is ReportReason => REPORT_REASONS.some((r) => r === reason);

export function EntryNotices({ entry, path }: { entry: Closable; path: string }) {
  const reports = (entry.openReports ?? []).flatMap((r) =>
    isReason(r.reason) ? [{ reason: r.reason, createdDate: r.createdDate }] : [],
  );
  return (
    <>
      {entry.closed && (
        <Callout intent={Intent.WARNING} icon="disable" title={REPORT.permanentlyClosed} className="entry-closed">
          {entry.mergedInto ? (
            <p>
              {REPORT.mergedInto} <Link to={`${path}/${entry.mergedInto.id}`}>{entry.mergedInto.name}</Link>.
            </p>
          ) : (
            <p>{REPORT.closedExplained}</p>
          )}
        </Callout>
      )}
      {reports.length > 0 && (
        <ul className="open-reports" aria-label={REPORT.openReportsLabel}>
          {reports.map((r, i) => (
            <li key={`${r.createdDate}-${i}`}>{openReportLine(r)}</li>
          ))}
        </ul>
      )}
    </>
  );
}
